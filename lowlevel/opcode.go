package lowlevel

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// This file is the one naming of LLVM instructions for cost lookup (see
// "Opcode strings" in the package doc). The frontend and the instrument
// leg (lowlevel/instrument) both call it, so the analyzer and the lli-14
// oracle price the same instruction under the same name.

// Opcode returns the LLVM opcode of a non-terminator instruction ("add",
// "getelementptr", "call", ...), one of Opcodes. An instruction type llir
// adds after this table was written is named by its Go type ("*ir.InstX"),
// which no model prices: every model falls back to its default cost.
func Opcode(inst ir.Instruction) string {
	switch inst.(type) {
	case *ir.InstFNeg:
		return "fneg"
	case *ir.InstAdd:
		return "add"
	case *ir.InstFAdd:
		return "fadd"
	case *ir.InstSub:
		return "sub"
	case *ir.InstFSub:
		return "fsub"
	case *ir.InstMul:
		return "mul"
	case *ir.InstFMul:
		return "fmul"
	case *ir.InstUDiv:
		return "udiv"
	case *ir.InstSDiv:
		return "sdiv"
	case *ir.InstFDiv:
		return "fdiv"
	case *ir.InstURem:
		return "urem"
	case *ir.InstSRem:
		return "srem"
	case *ir.InstFRem:
		return "frem"
	case *ir.InstShl:
		return "shl"
	case *ir.InstLShr:
		return "lshr"
	case *ir.InstAShr:
		return "ashr"
	case *ir.InstAnd:
		return "and"
	case *ir.InstOr:
		return "or"
	case *ir.InstXor:
		return "xor"
	case *ir.InstExtractElement:
		return "extractelement"
	case *ir.InstInsertElement:
		return "insertelement"
	case *ir.InstShuffleVector:
		return "shufflevector"
	case *ir.InstExtractValue:
		return "extractvalue"
	case *ir.InstInsertValue:
		return "insertvalue"
	case *ir.InstAlloca:
		return "alloca"
	case *ir.InstLoad:
		return "load"
	case *ir.InstStore:
		return "store"
	case *ir.InstFence:
		return "fence"
	case *ir.InstCmpXchg:
		return "cmpxchg"
	case *ir.InstAtomicRMW:
		return "atomicrmw"
	case *ir.InstGetElementPtr:
		return "getelementptr"
	case *ir.InstTrunc:
		return "trunc"
	case *ir.InstZExt:
		return "zext"
	case *ir.InstSExt:
		return "sext"
	case *ir.InstFPTrunc:
		return "fptrunc"
	case *ir.InstFPExt:
		return "fpext"
	case *ir.InstFPToUI:
		return "fptoui"
	case *ir.InstFPToSI:
		return "fptosi"
	case *ir.InstUIToFP:
		return "uitofp"
	case *ir.InstSIToFP:
		return "sitofp"
	case *ir.InstPtrToInt:
		return "ptrtoint"
	case *ir.InstIntToPtr:
		return "inttoptr"
	case *ir.InstBitCast:
		return "bitcast"
	case *ir.InstAddrSpaceCast:
		return "addrspacecast"
	case *ir.InstICmp:
		return "icmp"
	case *ir.InstFCmp:
		return "fcmp"
	case *ir.InstPhi:
		return "phi"
	case *ir.InstSelect:
		return "select"
	case *ir.InstFreeze:
		return "freeze"
	case *ir.InstCall:
		return "call"
	case *ir.InstVAArg:
		return "va_arg"
	case *ir.InstLandingPad:
		return "landingpad"
	case *ir.InstCatchPad:
		return "catchpad"
	case *ir.InstCleanupPad:
		return "cleanuppad"
	}
	return fmt.Sprintf("%T", inst)
}

// TermOpcode returns the LLVM opcode of a terminator ("ret", "br",
// "switch", ...), one of Opcodes; br names both the conditional and the
// unconditional branch. An unknown terminator type is named as in Opcode.
func TermOpcode(t ir.Terminator) string {
	switch t.(type) {
	case *ir.TermRet:
		return "ret"
	case *ir.TermBr, *ir.TermCondBr:
		return "br"
	case *ir.TermSwitch:
		return "switch"
	case *ir.TermIndirectBr:
		return "indirectbr"
	case *ir.TermInvoke:
		return "invoke"
	case *ir.TermCallBr:
		return "callbr"
	case *ir.TermResume:
		return "resume"
	case *ir.TermCatchSwitch:
		return "catchswitch"
	case *ir.TermCatchRet:
		return "catchret"
	case *ir.TermCleanupRet:
		return "cleanupret"
	case *ir.TermUnreachable:
		return "unreachable"
	}
	return fmt.Sprintf("%T", t)
}

// TypedOpcode names a non-call instruction for the cost model: Opcode,
// suffixed by Typed with the dominant type of its result and operands
// (block operands excluded) when the price may depend on it ("add.i64",
// "fmul.double").
func TypedOpcode(inst ir.Instruction) string {
	var tys []string
	if v, ok := inst.(value.Value); ok {
		tys = append(tys, v.Type().String())
	}
	for _, o := range inst.Operands() {
		if o != nil && *o != nil {
			if _, isBlock := (*o).(*ir.Block); !isBlock {
				tys = append(tys, (*o).Type().String())
			}
		}
	}
	return Typed(Opcode(inst), tys...)
}

// CallOpcode names a call for the cost model: "call:CALLEE", or "call"
// when callee is "" (the callee is not a named function: an indirect call,
// inline asm).
func CallOpcode(callee string) string {
	if callee == "" {
		return "call"
	}
	return "call:" + callee
}

package lowlevel

import (
	"strings"
)

// The cortex-m4 model: cycles per instruction class.
//
// Source: ARM Cortex-M4 Processor Technical Reference Manual r0p1 (ARM DDI
// 0439B, republished as ARM 100166_0001_00_en), §3.3.1 "Table of processor
// instructions", Table 3-1 "Processor instruction set summary" (integer
// instructions, zero wait-state memory), and the FPU instruction set table
// of chapter 7 "Floating Point Unit" (the single-precision FPU of the
// Cortex-M4F). The M4's MUL, MLA, MLS and long multiplies are single-cycle
// (the Cortex-M3's table differs: MLA 2, UMULL 3 to 5). In Table 3-1,
// P is a pipeline refill of 1 to 3 cycles, N the number of registers
// moved, B a barrier's cycles. Where the manual gives a range this model
// takes its maximum, always (a bound must stay sound): P = 3, SDIV/UDIV
// "2 to 12" = 12, a conditional branch "1 or 1 + P" = 4, and a load or
// store that "can pipeline" with a neighbour and take one cycle is 2.
//
// Numbers used (Table 3-1 unless noted):
//
//	ADD SUB ADC SBC RSB AND ORR EOR BIC MOV MVN CMP CMN  1
//	LSL LSR ASR ROR, SXTB UXTB SXTH UXTH, CLZ RBIT REV    1
//	MUL, MLA, MLS, UMULL SMULL UMLAL SMLAL                1
//	SDIV UDIV                                             2 to 12  → 12
//	LDR LDRH LDRB LDRSH LDRSB                             2
//	STR STRH STRB                                         2 (1 when pipelined)
//	LDRD STRD, LDM STM                                    1 + N
//	PUSH {r4-r11, lr}                                     1 + N = 10
//	POP {r4-r11, pc}                                      1 + N + P = 13
//	B, BL, BX, BLX, B<cc> taken, CBZ/CBNZ taken           1 + P  → 4
//	TBB TBH                                               2 + P  → 5
//	IT                                                    1 (0 when folded)
//	LDREX STREX 2, DMB 1 + B (B approximated by P = 3)
//	FPU table: VADD VSUB VMUL VABS VNEG VCMP VCVT VMOV 1, VMRS 1,
//	           VLDR.32 VSTR.32 2, VLDR.64 VSTR.64 3, VFMA VMLA 3,
//	           VDIV.F32 VSQRT.F32 14
//
// Mapping an IR instruction to these classes is the approximation: v1
// analyses host (x86-64) IR, not Thumb-2 code, so the price is that of the
// Thumb-2 sequence a compiler would typically emit for the instruction,
// taking the worst case where the sequence varies:
//
//   - An integer operation on W = ceil(bits/32) > 1 words (the opcode's
//     ".i64"/".i128" suffix, see Typed) costs its per-word sequence W times
//     (a 64-bit add is ADDS+ADC: 2); 64-bit mul is a schoolbook
//     multiplication with one UMULL/UMLAL per pair of words (W²); a
//     multi-word shift by a variable amount costs 3 per word.
//   - Division wider than 32 bits has no instruction: it is a library
//     routine (__aeabi_uldivmod), not in the manual; estimated at 10 cycles
//     per quotient bit (a shift-subtract loop), 640 for 64 bits.
//   - icmp costs a CMP per word plus 2 to materialize the i1 (IT + MOV);
//     select costs IT plus a MOV per word; phi a MOV per word (0 when the
//     register allocator coalesces it: 1 is the worst case).
//   - trunc, zext, sext, ptrtoint, inttoptr: one instruction per word of
//     the wider type; bitcast and freeze emit nothing (0) unless they
//     move a value between the integer and FP register files (VMOV, 1 per
//     word); addrspacecast 0.
//   - getelementptr: 2 (an ADD with a shifted register, plus a MUL/MLA for
//     a stride that is not a power of two); GEPs with several variable
//     indices are approximated by this one price.
//   - alloca: 1 (SUB sp); insertvalue/extractvalue and the vector
//     operations: 1 (a MOV).
//   - br: 4 (B or a taken B<cc>: 1 + P; the compare is the icmp's);
//     switch: 10 (CMP 1, a bounds B<cc> 4, TBH 5; a sparse switch lowered
//     to a compare chain may cost more per case: approximated);
//     indirectbr: 4; unreachable: 0.
//   - call: 14 = BL (1 + P) + the callee's PUSH {r4-r11, lr} (1 + 9);
//     ret: 13 = POP {r4-r11, pc} (1 + 9 + P). Argument moves are the
//     operands' own instructions; stack-passed arguments are not counted.
//   - Intrinsics that emit no code (llvm.assume, llvm.expect.*,
//     llvm.experimental.noalias.scope.decl, ...) cost 0; min/max/abs 3 per
//     word (CMP, IT, MOV/RSB); *.with.overflow and *.sat the operation
//     plus 2 (flag read); ctlz 1, cttz 2 (RBIT, CLZ), bswap/bitreverse 1
//     per word (REV/RBIT), ctpop 12 per word (no instruction: a
//     bit-twiddling sequence, estimated); llvm.mem* and other intrinsics
//     cost a call (14), plus PerByte per byte.
//   - load/store: 2 for one word (LDR/STR), 1 + W for more (LDRD/STRD,
//     LDM/STM).
//   - float (single precision) on the FPU (FPU table): fadd fsub fmul fneg
//     1, fdiv 14, fcmp 2 (VCMP + VMRS), conversions to/from integers 1,
//     load/store 2.
//   - double and wider floats: the M4F has no double-precision unit, every
//     operation is a soft-float library call (__aeabi_dadd, ...) not in the
//     manual; estimates: fadd/fsub/fmul 100, fdiv 400, fcmp 50, conversions
//     50, frem (fmod) 800, fneg 2; load/store 3 (LDRD/STRD); x86_fp80 and
//     fp128 cost twice the double estimates.
//   - The bodies of modelled library functions (malloc, strlen, ...) are
//     not priced: a call to them costs a call; external functions need
//     a cost (see ExternCost).
//   - memcpy/memset/memmove: 9 cycles per byte (PerByte), a byte loop
//     LDRB 2 + STRB 2 + SUBS 1 + BNE 4, the worst case of a library that
//     copies word-wise when it can.
//
// Caches, wait states, bus contention, interrupts and stack-passed
// arguments are not modelled: the numbers assume zero wait-state memory,
// as the manual's table does.

// m4PerByte is the cost of one byte of memcpy/memset/memmove.
const m4PerByte = 9

// Thumb-2 cycle counts used below (worst case of each range).
const (
	m4P    = 3            // pipeline refill, 1 to 3
	m4ALU  = 1            // data processing, MUL, UMULL, MLA
	m4Div  = 12           // SDIV/UDIV, 2 to 12
	m4LDR  = 2            // LDR
	m4STR  = 2            // STR (1 when pipelined)
	m4B    = 1 + m4P      // B, BL, BX, taken B<cc>
	m4TBH  = 2 + m4P      // TBB/TBH
	m4Push = 1 + 9        // PUSH {r4-r11, lr}
	m4Pop  = 1 + 9 + m4P  // POP {r4-r11, pc}
	m4Call = m4B + m4Push // BL + callee prologue
	m4Ret  = m4Pop        // epilogue returning through pc
	m4VDiv = 14           // VDIV.F32, VSQRT.F32
	m4VFMA = 3            // VFMA, VMLA
	m4DP   = 100          // soft-float double add/sub/mul (estimate)
	m4DDiv = 400          // soft-float double div (estimate)
	m4DCmp = 50           // soft-float double compare (estimate)
	m4DCvt = 50           // soft-float conversions (estimate)
	m4DRem = 800          // fmod (estimate)
	m4Bit  = 10           // per quotient bit of a software division (estimate)
)

// m4Cost prices one instruction: op is the bare opcode (or "call:NAME"),
// typ the type suffix of Typed ("" for 32 bits or less).
func m4Cost(op, typ string) int64 {
	if callee, ok := strings.CutPrefix(op, "call:"); ok {
		return m4Intrinsic(callee)
	}
	if fr := floatRank[typ]; fr > 0 {
		return m4Float(op, fr)
	}
	bits := intBits(typ)
	w := int64(1)
	if bits > 32 {
		w = int64((bits + 31) / 32)
	}
	switch op {
	case "add", "sub", "and", "or", "xor":
		return w * m4ALU
	case "shl", "lshr", "ashr":
		if w == 1 {
			return m4ALU
		}
		return 3 * w
	case "mul":
		return w * w * m4ALU
	case "udiv", "sdiv":
		if w == 1 {
			return m4Div
		}
		return int64(bits) * m4Bit
	case "urem", "srem":
		if w == 1 {
			return m4Div + m4ALU // SDIV + MLS
		}
		return int64(bits)*m4Bit + w*w + w
	case "icmp":
		return w + 2
	case "select":
		return 1 + w
	case "phi", "trunc", "zext", "sext", "ptrtoint", "inttoptr":
		return w
	case "bitcast":
		if typ != "" {
			return w
		}
		return 0
	case "freeze", "addrspacecast", "unreachable":
		return 0
	case "getelementptr":
		return 2
	case "alloca", "extractvalue", "insertvalue", "extractelement", "insertelement", "shufflevector":
		return 1
	case "load":
		if w == 1 {
			return m4LDR
		}
		return 1 + w
	case "store":
		if w == 1 {
			return m4STR
		}
		return 1 + w
	case "br", "indirectbr":
		return m4B
	case "switch":
		return m4ALU + m4B + m4TBH
	case "ret", "resume", "catchret", "cleanupret":
		return m4Ret
	case "call", "invoke", "callbr", "landingpad", "catchpad", "cleanuppad", "catchswitch":
		return m4Call
	case "fence":
		return 1 + m4P // DMB 1 + B
	case "cmpxchg":
		return m4LDR + m4ALU + m4B + m4STR + m4ALU + m4B // LDREX CMP BNE STREX CMP BNE
	case "atomicrmw":
		return m4LDR + m4ALU + m4STR + m4ALU + m4B // LDREX op STREX CMP BNE
	case "va_arg":
		return m4LDR + m4ALU + m4STR
	case "fneg", "fadd", "fsub", "fmul", "fdiv", "frem", "fcmp", "fptrunc", "fpext",
		"fptoui", "fptosi", "uitofp", "sitofp":
		// A float opcode without a type suffix: single precision.
		return m4Float(op, floatRank["float"])
	}
	return m4Call // an unknown opcode: priced like a library call
}

// m4Float prices a floating-point operation on a type of rank fr
// (floatRank: 1-2 single precision or less, 3 double, 4-5 wider).
func m4Float(op string, fr int) int64 {
	if fr <= floatRank["float"] {
		switch op {
		case "fdiv":
			return m4VDiv
		case "frem":
			return m4DRem / 4 // fmodf: a library call, estimate
		case "fcmp":
			return 2 // VCMP + VMRS
		case "fpext", "fptrunc":
			return m4DCvt // to or from double: soft-float
		case "load", "store":
			return m4LDR
		case "phi", "select", "bitcast":
			return 1
		}
		return 1 // VADD VSUB VMUL VNEG VCVT VMOV
	}
	k := int64(1)
	if fr > floatRank["double"] {
		k = 2
	}
	switch op {
	case "fadd", "fsub", "fmul":
		return k * m4DP
	case "fdiv":
		return k * m4DDiv
	case "frem":
		return k * m4DRem
	case "fcmp":
		return k * m4DCmp
	case "fneg", "phi", "bitcast":
		return 2 * k // EOR of the sign word / MOV per word
	case "select":
		return 1 + 2*k
	case "load", "store":
		return 1 + 2*k // LDRD/STRD
	}
	return k * m4DCvt // conversions
}

// m4Intrinsic prices a call to callee (never a Free one: InsnCost handles
// those).
func m4Intrinsic(callee string) int64 {
	if !Intrinsic(callee) {
		return m4Call
	}
	name := strings.TrimPrefix(callee, "llvm.")
	w := int64(1)
	single := true
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		suf := name[i+1:]
		if n := intBits(suf); n > 32 {
			w = int64((n + 31) / 32)
		}
		if suf == "f64" || suf == "f80" || suf == "f128" {
			single = false
		}
	}
	has := func(prefixes ...string) bool {
		for _, p := range prefixes {
			if strings.HasPrefix(name, p) {
				return true
			}
		}
		return false
	}
	switch {
	case has("assume", "expect", "experimental.noalias.scope.decl", "invariant.", "launder.invariant.group",
		"strip.invariant.group", "var.annotation", "ptr.annotation", "annotation", "sideeffect",
		"donothing", "pseudoprobe", "objectsize", "is.constant", "experimental.widenable"):
		return 0
	case has("smax", "smin", "umax", "umin", "abs"):
		return 3 * w
	case has("smul.with.overflow", "umul.with.overflow", "smul.fix", "umul.fix"):
		return w*w + 4
	case has("sadd.", "uadd.", "ssub.", "usub.", "sshl.sat", "ushl.sat"):
		return w + 2
	case has("ctlz", "bswap", "bitreverse"):
		if strings.HasPrefix(name, "ctlz") && w > 1 {
			return 3 * w // CLZ per word, select the first non-zero
		}
		return w
	case has("cttz"):
		return 2 * w
	case has("ctpop"):
		return 12 * w
	case has("fshl", "fshr"):
		return 3 * w
	case has("fabs", "copysign"):
		if single {
			return 1
		}
		return 2
	case has("sqrt"):
		if single {
			return m4VDiv
		}
		return m4DDiv
	case has("fma", "fmuladd"):
		if single {
			return m4VFMA
		}
		return 2 * m4DP
	case has("stacksave", "stackrestore", "trap", "debugtrap"):
		return 1
	case has("va_start", "va_end", "va_copy"):
		return 3
	}
	return m4Call // llvm.mem*, math library intrinsics: a library call
}

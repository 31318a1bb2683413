package driver

import (
	"fmt"

	"wcet/frontend"
	"wcet/lowlevel"
	"wcet/lowlevel/machine"
)

// Machine is the --cost of the target's machine code (lowlevel/machine).
const Machine = "machine"

// machineModel builds --cost machine's model from the program's IR for
// its --target: the same IR the frontend translates (frontend.Link of
// the same files and options), so that the blocks' numbers agree.
func machineModel(files []string, o LoadOptions) (*lowlevel.Model, error) {
	t := o.Frontend.Target
	if t == nil {
		return nil, fmt.Errorf("--cost machine needs --target (%v): the machine code is the target's", frontend.TargetNames())
	}
	ll, err := frontend.Link(files, o.Frontend)
	if err != nil {
		return nil, err
	}
	return MachineModel(ll, t, o.Lowlevel.ExternCost, o.WaitStates)
}

// MachineModel is --cost machine's model of the linked IR ll for target t
// (wcet instrument prices the same blocks).
func MachineModel(ll []byte, t *frontend.Target, externCost *int64, waitStates int64) (*lowlevel.Model, error) {
	if t == nil {
		return nil, fmt.Errorf("--cost machine needs --target (%v): the machine code is the target's", frontend.TargetNames())
	}
	res, err := machine.Build(ll, machine.Target{Name: t.Name, Triple: t.Triple, CPU: t.SchedCPU, Refill: t.Refill}, externCost, waitStates)
	if err != nil {
		return nil, err
	}
	return res.Model, nil
}

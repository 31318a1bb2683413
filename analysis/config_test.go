package analysis

import (
	"testing"
	"time"

	"wcet/ts"
)

// TestInstallCuts: the cuts are the loops' bounds while installed, and
// the loops' own bounds (an annotation, or none) come back after, also
// when installs nest (a method calling another with the same config).
func TestInstallCuts(t *testing.T) {
	ann := &ts.Pragma{Kind: "loopbound", Max: 5}
	cut := &ts.Pragma{Kind: "loopbound", Max: 64, Origin: OriginSearch}
	L1, L2, L3 := &ts.Loop{}, &ts.Loop{Bound: ann}, &ts.Loop{}
	cfg := Config{Cuts: map[*ts.Loop]*ts.Pragma{L1: cut, L2: cut}}
	outer := cfg.InstallCuts()
	inner := cfg.InstallCuts()
	if L1.Bound != cut || L2.Bound != cut || L3.Bound != nil {
		t.Errorf("installed: %v %v %v", L1.Bound, L2.Bound, L3.Bound)
	}
	inner()
	if L1.Bound != cut || L2.Bound != cut {
		t.Errorf("after the inner restore: %v %v, want the outer cuts", L1.Bound, L2.Bound)
	}
	outer()
	if L1.Bound != nil || L2.Bound != ann || L3.Bound != nil {
		t.Errorf("restored: %v %v %v, want nil, the annotation, nil", L1.Bound, L2.Bound, L3.Bound)
	}
	Config{}.InstallCuts()()
}

// TestBudget: a budget without a limit is never spent; one with a limit
// counts down from its start.
func TestBudget(t *testing.T) {
	if NewBudget(0).Limited() || NewBudget(-time.Second).Limited() {
		t.Error("no timeout: want no limit")
	}
	b := NewBudget(time.Hour)
	if !b.Limited() || b.Left() > time.Hour || b.Left() < 59*time.Minute {
		t.Errorf("an hour's budget: limited %v, left %v", b.Limited(), b.Left())
	}
	if l := b.Share(4).Left(); l > 15*time.Minute || l < 14*time.Minute {
		t.Errorf("Share(4) of an hour leaves %v", l)
	}
	if NewBudget(0).Share(4).Limited() {
		t.Error("Share(4) of no limit: want no limit")
	}
	short := NewBudget(time.Nanosecond)
	time.Sleep(time.Millisecond)
	if !short.Share(4).Spent() {
		t.Error("Share(4) of a spent budget: want spent")
	}
	if short.Left() > 0 || short.Elapsed() < time.Millisecond {
		t.Errorf("a spent budget: left %v, elapsed %v", short.Left(), short.Elapsed())
	}
}

// TestBudgetClock: Deadline, Spent, Keep, Share, Grace, and Config.Clock (the
// driver's budget when set, else one of Config.Timeout started now).
func TestBudgetClock(t *testing.T) {
	if !NewBudget(0).Deadline().IsZero() || NewBudget(0).Spent() || NewBudget(0).Keep(time.Hour).Limited() || NewBudget(0).Grace(time.Hour).Limited() {
		t.Error("no limit: want no deadline, never spent, Keep and Grace without a limit")
	}
	b := NewBudget(time.Hour)
	if d := time.Until(b.Deadline()); d > time.Hour || d < 59*time.Minute {
		t.Errorf("an hour's deadline in %v", d)
	}
	if l := b.Keep(20 * time.Minute).Left(); l > 40*time.Minute || l < 39*time.Minute {
		t.Errorf("Keep(20m) of an hour leaves %v", l)
	}
	if !b.Keep(2 * time.Hour).Spent() {
		t.Error("Keep(2h) of an hour: want spent")
	}
	short := NewBudget(time.Nanosecond)
	time.Sleep(time.Millisecond)
	if !short.Spent() {
		t.Error("a nanosecond's budget: want spent")
	}
	if l := short.Grace(time.Minute).Left(); l > time.Minute || l < 59*time.Second {
		t.Errorf("Grace(1m) of a spent budget leaves %v", l)
	}
	if l := b.Grace(time.Minute).Left(); l < 59*time.Minute {
		t.Errorf("Grace(1m) shortened an hour's budget to %v", l)
	}
	if c := (Config{Timeout: time.Hour, Budget: short}).Clock(); !c.Spent() {
		t.Error("Clock: want the driver's (spent) budget")
	}
	if c := (Config{Timeout: time.Hour}).Clock(); c.Spent() || c.Left() < 59*time.Minute {
		t.Errorf("Clock without a budget: left %v, want an hour", c.Left())
	}
}

// WANT: cost=none resource=cycles bound=33 exact=true
// WANT: cost=none resource=cycles bound=35 assertions=ignored
// WORST: nondet=2,2,-1,-1,0,2,1
// WORST: nondet=1,1,1,-1,0,2,0
// CHECK: cost=none resource=cycles bound=33
// CHECK: cost=none resource=cycles bound=35 assertions=ignored
//
// tcas_assert: Table 4.1 "tcas" with an assertion: the advisory logic of
// testdata/tcas.c (same code and costs; its derivation there gives 35
// without assertions), called from main on its 7 inputs read as nondet
// choices in parameter order (4*4*3*3*4*3*2 = 3456 runs; the CHECK lines
// enumerate them all). Two frequency variables: inhibit counts a climb
// inhibit (sense UP replaced because !climb_ok), cross counts a crossing
// advisory. The global assertion `inhibit + cross <= 1` is the operators'
// knowledge that an inhibited advisory never has to cross the intruder's
// altitude (the logic may do it; the traffic never asks for it).
//
// Only one crossing test can fire (the first two "cannot happen"), so a
// run is blocked exactly when it is inhibited and crosses: sep = 0,
// own_rate > intr_rate = -1, climb_ok = 0 (mode 2, threat 2). These are
// tcas.c's 35 (own_alt = 1), 34 (own_alt >= 2) and 31 (equal rates at
// own_alt = 1) paths. The others, from tcas.c's derivation:
//   NONE/TA <= 19, sep > 0 <= 25, sep < 0 <= 24;
//   sep = 0, own_rate > intr_rate, climb_ok = 0, intr_rate = 0 (so
//     own_rate = 1, no crossing): 1+5+0+4+5+3+(2+3)+4+2 = 29;
//   climb_ok = 1 <= 24; own_rate < intr_rate <= 22;
//   equal rates, own_alt >= 2: DOWN without inhibit, crossing at
//     intr_rate = -1 (cross = 1, allowed), reversal to CLIMB with
//     climb_ok, range 0: 1+5+0+3+5+4+3+1+2+3+2+2+2 = 33   <- worst
// with the assertion: 33 (own_alt = intr_alt >= 2, own_rate = intr_rate =
// -1, range_band 0, mode 2, climb_ok 1); without: 35 as in tcas.c.
#include "wcet.h"

/* advisories */
enum { ADV_NONE = 0, ADV_TA = 1, ADV_CLIMB = 2, ADV_DESCEND = 3, ADV_LEVEL = 4, ADV_MAINTAIN = 5 };
/* senses */
enum { SENSE_UP = 1, SENSE_DOWN = -1, SENSE_NONE = 0 };

int last_advisory;
int last_crossing;

/* Sensitivity level: 0 standby, 1 traffic advisories only, 2 resolution
 * advisories allowed (never in the lowest altitude band). */
static int sensitivity(int mode, int own_alt) {
  WCET_COST(1);
  if (mode == 0) {
    WCET_COST(1);
    return 0;
  }
  if (mode == 1) {
    WCET_COST(2);
    return 1;
  }
  if (own_alt == 0) {
    WCET_COST(3);
    return 1;
  }
  WCET_COST(4);
  return 2;
}

/* Are the two aircraft converging vertically? */
static int converging(int sep, int own_rate, int intr_rate) {
  int rel = own_rate - intr_rate; /* > 0: own climbs relative to intruder */
  WCET_COST(1);
  if (sep > 0) {
    if (rel < 0) {
      WCET_COST(2);
      return 1;
    }
    WCET_COST(1);
    return 0;
  }
  if (sep < 0) {
    if (rel > 0) {
      WCET_COST(2);
      return 1;
    }
    WCET_COST(1);
    return 0;
  }
  if (rel != 0) {
    WCET_COST(3);
    return 1;
  }
  WCET_COST(2);
  return 1;
}

/* Threat level: 0 none, 1 traffic, 2 resolution needed. */
static int threat_level(int range_band, int abs_sep, int closing) {
  WCET_COST(1);
  if (range_band <= 1) {
    WCET_COST(2);
    if (abs_sep <= 1) {
      WCET_COST(2);
      return 2;
    }
    if (closing) {
      WCET_COST(3);
      return 2;
    }
    WCET_COST(1);
    return 1;
  }
  if (range_band == 2) {
    WCET_COST(1);
    if (abs_sep == 0 && closing) {
      WCET_COST(2);
      return 2;
    }
    if (abs_sep <= 1) {
      WCET_COST(1);
      return 1;
    }
    return 0;
  }
  WCET_COST(1);
  if (abs_sep == 0 && closing) {
    WCET_COST(1);
    return 1;
  }
  return 0;
}

/* Sense: away from the intruder; at co-altitude by the rates, then by
 * altitude band. */
static int select_sense(int sep, int own_alt, int own_rate, int intr_rate) {
  WCET_COST(1);
  if (sep > 0) {
    WCET_COST(1);
    return SENSE_UP;
  }
  if (sep < 0) {
    WCET_COST(1);
    return SENSE_DOWN;
  }
  if (own_rate > intr_rate) {
    WCET_COST(2);
    return SENSE_UP;
  }
  if (own_rate < intr_rate) {
    WCET_COST(2);
    return SENSE_DOWN;
  }
  if (own_alt >= 2) {
    WCET_COST(3);
    return SENSE_DOWN;
  }
  WCET_COST(3);
  return SENSE_UP;
}

static int advisory(int own_alt, int intr_alt, int own_rate, int intr_rate, int range_band,
             int mode, int climb_ok) {
  int level, sep, abs_sep, closing, threat, sense, adv, crossing, reversed;
  WCET_COST(1);

  level = sensitivity(mode, own_alt);
  if (level == 0) {
    WCET_COST(1);
    last_advisory = ADV_NONE;
    return ADV_NONE;
  }

  sep = own_alt - intr_alt;
  if (sep < 0) {
    WCET_COST(1);
    abs_sep = -sep;
  } else {
    abs_sep = sep;
  }
  closing = converging(sep, own_rate, intr_rate);

  threat = threat_level(range_band, abs_sep, closing);
  if (threat == 0) {
    WCET_COST(1);
    last_advisory = ADV_NONE;
    return ADV_NONE;
  }
  if (threat == 1 || level == 1) {
    WCET_COST(2);
    last_advisory = ADV_TA;
    return ADV_TA;
  }

  /* A resolution advisory: level == 2 (so own_alt >= 1), threat == 2. */
  sense = select_sense(sep, own_alt, own_rate, intr_rate);

  /* Climb inhibit: an upward sense is replaced. */
  crossing = 0;
  if (sense == SENSE_UP && !climb_ok) {
    WCET_COUNT(inhibit);
    WCET_COST(2);
    if (sep > 0) {
      WCET_COST(1);
      sense = SENSE_NONE; /* above already: level off */
    } else {
      WCET_COST(3);
      sense = SENSE_DOWN; /* co-altitude: descend instead */
    }
  }

  /* Does the chosen sense cross the intruder's altitude? */
  if (sense == SENSE_UP && sep < 0) {
    WCET_COST(4); /* cannot happen: SENSE_UP only with sep >= 0 */
    WCET_COUNT(cross);
    crossing = 1;
  }
  if (sense == SENSE_DOWN && sep > 0) {
    WCET_COST(4); /* cannot happen: SENSE_DOWN only with sep <= 0 */
    WCET_COUNT(cross);
    crossing = 1;
  }
  if (sense == SENSE_DOWN && sep == 0 && intr_rate < 0) {
    WCET_COST(3); /* descending into a descending intruder */
    WCET_COUNT(cross);
    crossing = 1;
  }

  /* Strength of the advisory. */
  if (sense == SENSE_UP) {
    if (own_rate > 0) {
      WCET_COST(1);
      adv = ADV_MAINTAIN;
    } else if (own_rate == 0) {
      WCET_COST(2);
      adv = ADV_CLIMB;
    } else {
      WCET_COST(4); /* reverse a descent */
      adv = ADV_CLIMB;
    }
  } else if (sense == SENSE_DOWN) {
    if (own_rate < 0) {
      WCET_COST(1);
      adv = ADV_MAINTAIN;
    } else if (own_rate == 0) {
      WCET_COST(2);
      adv = ADV_DESCEND;
    } else {
      WCET_COST(4); /* reverse a climb */
      adv = ADV_DESCEND;
    }
  } else {
    WCET_COST(1);
    adv = ADV_LEVEL;
  }

  /* Reversal: a crossing advisory is reversed when there is room below. */
  reversed = 0;
  if (crossing) {
    WCET_COST(2);
    if (own_alt >= 2 && climb_ok) {
      WCET_COST(3);
      sense = -sense;
      adv = ADV_CLIMB;
      reversed = 1;
    } else if (own_alt >= 2) {
      WCET_COST(2);
      adv = ADV_LEVEL;
    } else {
      WCET_COST(1); /* own_alt == 1: no room to reverse, keep it */
    }
  }

  /* Annunciation: re-tests of facts decided above. */
  if (adv == ADV_CLIMB && sense == SENSE_UP) {
    WCET_COST(2);
    if (!climb_ok) {
      WCET_COST(6); /* cannot happen: SENSE_UP survives only with climb_ok */
    }
    if (range_band <= 1 && abs_sep <= 1) {
      WCET_COST(2);
    }
  }
  if (adv == ADV_DESCEND) {
    WCET_COST(2);
    if (own_alt <= 0) {
      WCET_COST(6); /* cannot happen: own_alt >= 1 on every RA path */
    }
    if (sep > 0) {
      WCET_COST(5); /* cannot happen: descend only with sep <= 0 */
    }
  }
  if (adv == ADV_MAINTAIN) {
    WCET_COST(1);
    if (own_rate == 0) {
      WCET_COST(5); /* cannot happen: maintain only with own_rate != 0 */
    }
  }
  if (adv == ADV_LEVEL && reversed) {
    WCET_COST(5); /* cannot happen: a reversal sets ADV_CLIMB */
  }
  if (reversed && range_band == 0) {
    WCET_COST(2);
  }
  if (threat == 2 && level == 2 && mode != 2) {
    WCET_COST(7); /* cannot happen: level 2 needs mode 2 */
  }
  last_advisory = adv;
  last_crossing = crossing;
  return adv;
}

int main(void) {
  /* the inputs, in this order (the nondet sequence of a WORST line) */
  int own_alt = WCET_NONDET_RANGE(0, 3);
  int intr_alt = WCET_NONDET_RANGE(0, 3);
  int own_rate = WCET_NONDET_RANGE(-1, 1);
  int intr_rate = WCET_NONDET_RANGE(-1, 1);
  int range_band = WCET_NONDET_RANGE(0, 3);
  int mode = WCET_NONDET_RANGE(0, 2);
  int climb_ok = WCET_NONDET_RANGE(0, 1);
  int adv = advisory(own_alt, intr_alt, own_rate, intr_rate, range_band, mode, climb_ok);
  WCET_ASSERT("inhibit + cross <= 1");
  return adv;
}

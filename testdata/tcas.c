// ENTRY: advisory
// INPUTS: own_alt in 0..3, intr_alt in 0..3, own_rate in -1..1, intr_rate in -1..1
// INPUTS: range_band in 0..3, mode in 0..2, climb_ok in 0..1
// WANT: cost=none resource=cycles bound=35 exact=true
// WORST: own_alt=1 intr_alt=1 own_rate=1 intr_rate=-1 range_band=0 mode=2 climb_ok=0
// CHECK: cost=none resource=cycles bound=35
//
// tcas: loop-free decision logic of a traffic-collision-avoidance style
// advisory (thesis Table 3.2 "tcas"): 49 `if`s over the entry's inputs,
// most of them re-testing facts decided earlier, so that the sum of the
// per-branch maxima (every "cannot happen" branch included) is far above
// the worst feasible path. 4*4*3*3*4*3*2 = 3456 inputs.
//
// Costs are the WCET_COSTs below. Write S sensitivity, A |sep| branch,
// C converging, T threat, then the resolution-advisory (RA) part.
// Paths that return NONE or TA: S <= 5, A <= 1, C <= 4, T <= 6, +2:
//   1 + 5 + 1 + 4 + 6 + 2 = 19 at most.
// RA paths have mode 2, own_alt >= 1 (S = 5), threat 2.
//  sep > 0 (A = 0, C <= 3, T <= 6, select_sense 2, sense UP):
//    climb_ok = 0: inhibit 2+1, level off 1       -> 1+5+3+6+2+3+1 = 21
//    climb_ok = 1: strength <= 4, CLIMB/UP 2+2    -> 1+5+3+6+2+4+4 = 25
//  sep < 0 (A = 1, C <= 3, T <= 6, 2, sense DOWN, no crossing since
//    intr_rate < 0 would need own_rate < -1): strength <= 4, DESCEND 2
//                                                  -> 1+5+1+3+6+2+4+2 = 24
//  sep = 0 (A = 0, C = 4 if the rates differ else 3, T = 5 at range <= 1):
//    own_rate > intr_rate: select 3, sense UP;
//      climb_ok = 0: inhibit 2+3 -> DOWN; intr_rate = -1 crosses (+3) and
//      needs own_rate in {0,1}: strength 4 (own_rate = 1, DESCEND);
//      reversal 2, then own_alt >= 2: +2, ADV_LEVEL, no annunciation
//                                 own_alt = 1: +1, DESCEND annunciation 2
//        own_alt = 1: 1+5+0+4+5+3+5+3+4+2+1+2 = 35  <- worst
//        own_alt >= 2:                          = 34
//      climb_ok = 1: UP stays, no crossing, strength <= 2 + annunciation
//        <= 4                                   -> at most 24
//    own_rate < intr_rate: select 3, DOWN, no crossing (intr_rate > -1):
//                                                  at most 22
//    equal rates (C = 3, select 4): own_alt >= 2: DOWN, crossing when
//      intr_rate = -1, strength 1 (MAINTAIN), reversal 2+3 to CLIMB/UP with
//      climb_ok, annunciation 2+2, range 0 +2:
//        1+5+0+3+5+4+3+1+2+3+2+2+2 = 33
//      own_alt = 1: UP, inhibited to DOWN (2+3), crossing 3, MAINTAIN 1,
//      reversal 2+1, annunciation 1:  1+5+3+5+4+5+3+1+2+1+1 = 31
// worst case: 35, at own_alt = intr_alt = 1, own_rate = 1, intr_rate = -1,
// range_band 0 or 1, mode 2, climb_ok 0 (two inputs).
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

int advisory(int own_alt, int intr_alt, int own_rate, int intr_rate, int range_band,
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
    crossing = 1;
  }
  if (sense == SENSE_DOWN && sep > 0) {
    WCET_COST(4); /* cannot happen: SENSE_DOWN only with sep <= 0 */
    crossing = 1;
  }
  if (sense == SENSE_DOWN && sep == 0 && intr_rate < 0) {
    WCET_COST(3); /* descending into a descending intruder */
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

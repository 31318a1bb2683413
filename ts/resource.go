package ts

// Resources are the resources a bound can be of (--resource): cycles is
// cumulative (the sum of its Cost amounts along the path); heap and
// stack are high watermarks (the peak, from 0, of the running sum of
// their amounts: allocations and frees, frames pushed and popped).
var Resources = []string{"cycles", "heap", "stack"}

// IsPeak reports whether resource res is a high watermark (heap, stack)
// rather than a sum.
func IsPeak(res string) bool { return res == "heap" || res == "stack" }

// KnownResource reports whether res is one of Resources.
func KnownResource(res string) bool {
	for _, r := range Resources {
		if r == res {
			return true
		}
	}
	return false
}

package bot

// mix derives a seed from a seed and a number (a call, a worker): the
// finaliser of SplitMix64 over their combination, so that nearby inputs
// give unrelated seeds.
func mix(seed, n uint64) uint64 {
	z := seed + 0x9e3779b97f4a7c15*(n+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

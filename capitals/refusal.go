package capitals

// AppendLegal appends every legal move to dst, in a deterministic order:
// the moves the rules allow, less those the content could not play here
// (see rulebook.Refusals: Apply remembers a move a failing script refused).
func (s *State) AppendLegal(dst []Move) []Move {
	n := len(dst)
	return s.refused.Filter(s.appendLegal(dst), n)
}

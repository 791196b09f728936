package highrise

// loadTrack reads corruption.yaml: the Corruption Track and the scoring tables.
func (l *loader) loadTrack(track *trackFile) {
	c, errs := l.c, l.errs
	c.track, c.wrapVP = track.Labels, track.WrapVP
	if len(c.track) > 0 && c.track[0] != 0 {
		errs.Add(track.Where.Item("labels", 0), "labels: the first space (the start space) is labelled 0, not %d", c.track[0])
	}
	if len(track.Tallest) != len(c.rounds) {
		errs.Add(track.Where.Of("tallest"), "tallest: %d tables, one per round (%d)", len(track.Tallest), len(c.rounds))
	}
	for i, t := range track.Tallest {
		if i < len(c.rounds) && t.Round != c.rounds[i] {
			errs.Add(track.Where.Item("tallest", i), "tallest: table %d is for %d, want %d", i+1, t.Round, c.rounds[i])
		}
		c.tallHood = append(c.tallHood, t.Neighborhood)
		c.tallBoard = append(c.tallBoard, t.Board)
	}
	c.adjust, c.floorsPerVP, c.mostCorrupt = track.AdjustFewestVP, track.FloorsPerVP, track.EndMostCorruption
}

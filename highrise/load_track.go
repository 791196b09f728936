package highrise

import (
	"github.com/rulebook-go/rulebook/content"
)

type trackFile struct {
	Where      content.Places     `yaml:"-"`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Labels     []int              `yaml:"labels" content:"required,len=2..100,range=-999..999" doc:"The Corruption Track's spaces from the start space, each labelled with the VP it costs at the end (the first is 0)."`
	WrapVP     int                `yaml:"wrap_vp" content:"required,range=0..999" doc:"VP lost when a player moves past the last space and wraps around to the start (\"immediately lose 40 VP\")."`
	Tallest    []struct {
		Round        int   `yaml:"round" content:"required,range=1..9999" doc:"The round of this table: one of rules.yaml's rounds."`
		Neighborhood []int `yaml:"neighborhood" content:"required,range=0..999" doc:"VP for the tallest, second-tallest, … Building in each Neighborhood this round."`
		Board        []int `yaml:"board" content:"required,range=0..999" doc:"VP for the tallest, second-tallest, … Building across the whole board this round."`
	} `yaml:"tallest" content:"required" doc:"The Tallest Building Bonus of each round, one table per round in order."`
	AdjustFewestVP    []int `yaml:"adjust_fewest_vp" content:"required,len=..4,range=0..9" doc:"Corruption lost at Upkeep by the players with the fewest, second-fewest, … VP."`
	FloorsPerVP       int   `yaml:"end_floors_per_vp" content:"required,range=1..99" doc:"At the end, 1 VP per this many Floors left in your Construction Yards, rounded up."`
	EndMostCorruption []int `yaml:"end_most_corruption" content:"required,len=..4,range=0..999" doc:"VP lost at the end by the players with the most, second-most, … Corruption."`
}

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

package capitals

import (
	"github.com/rulebook-go/rulebook/content"
)

type roundsFile struct {
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Where      content.Places     `yaml:"-"`
	Rounds     []struct {
		Era        int                `yaml:"era" content:"required,range=1..3" doc:"The round's Era: 1, 2 or 3."`
		Expo       bool               `yaml:"expo" doc:"Whether a World Expo Evaluation ends the round (the end of each Era; the last round must)."`
		Prosperity bool               `yaml:"prosperity" doc:"Whether the round's Administrative Phase deals the Prosperity add-on's tiles (not the last round)."`
		Provenance content.Provenance `yaml:"provenance" doc:"Where the round's marks come from, overriding the file's provenance."` // overrides the file's, for a reconstructed mark
	} `yaml:"rounds" content:"required,len=1..100" doc:"The Round Area: every round in order (\"3 eras ... each era is further divided into 4 game rounds\")."`
}

// loadRounds reads rounds.yaml: the Round Area.
func (l *loader) loadRounds(rounds *roundsFile) {
	c, errs := l.c, l.errs
	for _, r := range rounds.Rounds {
		c.rounds = append(c.rounds, Round{Era: r.Era, Expo: r.Expo, Prosperity: r.Prosperity})
	}
	if n := len(c.rounds); n > 0 && c.rounds[n-1].Prosperity {
		errs.Add(rounds.Where.Item("rounds", n-1), "rounds: the last round has no Administrative Phase, so no Prosperity mark")
	}
	if n := len(c.rounds); n > 0 && !c.rounds[n-1].Expo {
		errs.Add(rounds.Where.Item("rounds", n-1), "rounds: the last round must end with a World Expo")
	}
}

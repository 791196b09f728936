package capitals

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

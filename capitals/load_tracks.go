package capitals

import "github.com/rulebook-go/rulebook/expr"

// loadTracks reads tracks.yaml: the City Tracks, each once.
func (l *loader) loadTracks(tracks *tracksFile) {
	c, errs := l.c, l.errs
	seen := map[string]bool{}
	for _, t := range tracks.Tracks {
		i, ok := trackIndex(t.ID)
		if !ok || i >= nTracks {
			errs.Add(t.At, "unknown track %q (the tracks are %v)", t.ID, trackIDs[:nTracks])
			continue
		}
		if seen[t.ID] {
			errs.Add(t.At, "track %q is defined twice", t.ID)
		}
		seen[t.ID] = true
		tr := Track{ID: t.ID, Label: t.Label, Min: t.Min, Max: t.Max, Start: t.Start, Circular: t.Circular, Provenance: t.Provenance, Prestige: t.Prestige}
		if t.Min > t.Max || t.Start < t.Min || t.Start > t.Max || t.Max-t.Min > 200 {
			errs.Add(t.Where.Of("max"), "track %q: min %d, start %d and max %d must satisfy min <= start <= max (at most 200 spaces)", t.ID, t.Min, t.Start, t.Max)
		}
		if t.Circular != (i == tProg) {
			errs.Add(t.At, "track %q: only the Progress Track is circular", t.ID)
		}
		tr.low = c.constScript(t.Low, errs)
		tr.high = c.constScript(t.High, errs)
		if i == tEmp && len(t.Prestige) != t.Max-t.Min+1 {
			errs.Add(t.Where.Of("prestige"), "track employment: prestige lists %d values for %d levels", len(t.Prestige), t.Max-t.Min+1)
		}
		if i != tEmp && t.Prestige != nil {
			errs.Add(t.At, "track %q: only the Employment Track shows Prestige", t.ID)
		}
		if len(t.Icons) > 0 {
			if i != tPS {
				errs.Add(t.At, "track %q: only the Public Services Track has icons", t.ID)
			}
			tr.icons = make([][]expr.Effect, max(0, t.Max-t.Min+1)) // a max below min is reported above
			for _, ic := range t.Icons {
				if ic.Level < t.Min || ic.Level > t.Max {
					errs.Add(ic.Where.Of("level"), "icon level %d is off the track (%d to %d)", ic.Level, t.Min, t.Max)
					continue
				}
				tr.icons[ic.Level-t.Min] = c.constScript(ic.Effect, errs)
			}
		}
		for _, a := range t.Attraction {
			tr.Attraction = append(tr.Attraction, Attraction{At: a.At, Below: a.Below})
		}
		if len(t.Attraction) > 0 && i != tCult {
			errs.Add(t.At, "track %q: only the Culture Track has Attraction Levels", t.ID)
		}
		c.tracks[i] = tr
	}
	for i := 0; i < nTracks; i++ {
		if !seen[trackIDs[i]] {
			errs.Add(filePos("tracks.yaml"), "track %q is missing", trackIDs[i])
		}
	}
	if emp, pop := c.tracks[tEmp], c.tracks[tPop]; seen[trackIDs[tEmp]] && seen[trackIDs[tPop]] && emp.Start > pop.Start {
		errs.Add(filePos("tracks.yaml"), "track employment: start %d is above population's start %d, but \"there can never be more workers on the Employment Track than Population in a City\"", emp.Start, pop.Start)
	}
}

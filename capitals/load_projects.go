package capitals

import (
	"github.com/rulebook-go/rulebook/content"
)

type projectsFile struct {
	Where      content.Places     `yaml:"-"`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Rows       []int              `yaml:"rows" content:"required,len=1..3,range=0..20" doc:"The cost in $ of each row of the Projects Area, first to last (\"the $2 and $4 rows\"), 1 to 3 rows."`
	ExtraTiles int                `yaml:"extra_tiles" content:"required,range=0..20" doc:"Era tiles dealt beyond one per player (\"two Era I Building Tiles plus one more for every player\")."`
	// FullDrawMax caps the tiles drawn each Administrative Phase with the
	// VARIANT (full_draw): "only draw six tiles ... with 5 players".
	FullDrawMax int `yaml:"full_draw_max" content:"required,range=1..20" doc:"With the variant full_draw, the most tiles drawn each Administrative Phase (\"only draw six tiles\")."`
}

// loadProjects reads projects.yaml: the rows of the Projects Area.
func (l *loader) loadProjects(proj *projectsFile) {
	c := l.c
	c.rows, c.extraTiles, c.fullDrawMax = proj.Rows, proj.ExtraTiles, proj.FullDrawMax
}

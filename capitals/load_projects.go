package capitals

// loadProjects reads projects.yaml: the rows of the Projects Area.
func (l *loader) loadProjects(proj *projectsFile) {
	c := l.c
	c.rows, c.extraTiles, c.fullDrawMax = proj.Rows, proj.ExtraTiles, proj.FullDrawMax
}

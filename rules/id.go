package rules

// ID is a rule's id, `family/name` (ids.go lists them all).
type ID string

// Family is the part of the id before the slash ("io" for io).
func (id ID) Family() string {
	for i := 0; i < len(id); i++ {
		if id[i] == '/' {
			return string(id[:i])
		}
	}
	return string(id)
}

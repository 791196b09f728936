package content

// FirstSlip is firstSlip, for the external tests.
var FirstSlip = firstSlip

package rules

// deploymentRules lists the deployment rules (FL03x, FL04x security): scaling, parallelism, AWS run options, secrets, deprecated config.
// Ids FL030-FL049.
func deploymentRules() []*Rule {
	return []*Rule{
		FL030, FL031, FL032, FL033, FL034, FL035, FL036, FL037, FL038, FL040,
	}
}

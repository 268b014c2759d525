package deploy

func readTypeScriptCDK(path string, src []byte, res *Result) {}

package deploy

func readTypeScriptCDK(path string, src []byte, res *Result) {}
func readTerraformFiles(files []File, res *Result)           {}

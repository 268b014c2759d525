package deploy

func readAWSCLI(path string, src []byte, res *Result)        {}
func readAppProperties(path string, src []byte, res *Result) {}
func readOperator(path string, src []byte, res *Result)      {}
func readFlinkConfig(path string, src []byte, res *Result)   {}
func readTypeScriptCDK(path string, src []byte, res *Result) {}
func readTerraformFiles(files []File, res *Result)           {}

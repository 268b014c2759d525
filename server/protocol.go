package server

// The subset of the Language Server Protocol (3.17) flinklint speaks.

type position struct {
	Line      int `json:"line"`
	Character int `json:"character"` // UTF-16 code units
}

type lspRange struct {
	Start position `json:"start"`
	End   position `json:"end"`
}

type location struct {
	URI   string   `json:"uri"`
	Range lspRange `json:"range"`
}

type diagnosticRelated struct {
	Location location `json:"location"`
	Message  string   `json:"message"`
}

type codeDescription struct {
	Href string `json:"href"`
}

type diagnostic struct {
	Range              lspRange            `json:"range"`
	Severity           int                 `json:"severity"`
	Code               string              `json:"code"`
	CodeDescription    *codeDescription    `json:"codeDescription,omitempty"`
	Source             string              `json:"source"`
	Message            string              `json:"message"`
	RelatedInformation []diagnosticRelated `json:"relatedInformation,omitempty"`
}

type publishDiagnosticsParams struct {
	URI         string       `json:"uri"`
	Version     *int         `json:"version,omitempty"`
	Diagnostics []diagnostic `json:"diagnostics"`
}

type textDocumentItem struct {
	URI     string `json:"uri"`
	Version int    `json:"version"`
	Text    string `json:"text"`
}

type textDocumentIdentifier struct {
	URI string `json:"uri"`
}

type didOpenParams struct {
	TextDocument textDocumentItem `json:"textDocument"`
}

type didChangeParams struct {
	TextDocument struct {
		URI     string `json:"uri"`
		Version int    `json:"version"`
	} `json:"textDocument"`
	ContentChanges []struct {
		Range *lspRange `json:"range"`
		Text  string    `json:"text"`
	} `json:"contentChanges"`
}

type didSaveParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Text         *string                `json:"text"`
}

type didCloseParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type initializeParams struct {
	RootURI          string `json:"rootUri"`
	RootPath         string `json:"rootPath"`
	WorkspaceFolders []struct {
		URI string `json:"uri"`
	} `json:"workspaceFolders"`
	Capabilities struct {
		Workspace struct {
			DidChangeWatchedFiles struct {
				DynamicRegistration bool `json:"dynamicRegistration"`
			} `json:"didChangeWatchedFiles"`
		} `json:"workspace"`
	} `json:"capabilities"`
}

type textDocumentPositionParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Position     position               `json:"position"`
}

type codeActionParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Range        lspRange               `json:"range"`
}

type textEdit struct {
	Range   lspRange `json:"range"`
	NewText string   `json:"newText"`
}

type workspaceEdit struct {
	Changes map[string][]textEdit `json:"changes"`
}

type codeAction struct {
	Title       string         `json:"title"`
	Kind        string         `json:"kind"`
	Diagnostics []diagnostic   `json:"diagnostics,omitempty"`
	IsPreferred bool           `json:"isPreferred,omitempty"`
	Edit        *workspaceEdit `json:"edit,omitempty"`
}

type markupContent struct {
	Kind  string `json:"kind"`
	Value string `json:"value"`
}

type hover struct {
	Contents markupContent `json:"contents"`
	Range    *lspRange     `json:"range,omitempty"`
}

// LSP severities.
const (
	severityError       = 1
	severityWarning     = 2
	severityInformation = 3
)

// messageInfo is window/showMessage's MessageType Info.
const messageInfo = 3

type didChangeWatchedFilesParams struct {
	Changes []fileEvent `json:"changes"`
}

// fileEvent is a change of a file on disk: created, changed, deleted.
type fileEvent struct {
	URI  string `json:"uri"`
	Type int    `json:"type"`
}

// fileChanged and fileDeleted are FileChangeType.Changed and Deleted.
const (
	fileChanged = 2
	fileDeleted = 3
)

type documentSymbolParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type workspaceSymbolParams struct {
	Query string `json:"query"`
}

type referenceParams struct {
	textDocumentPositionParams
	Context struct {
		IncludeDeclaration bool `json:"includeDeclaration"`
	} `json:"context"`
}

package pyparse

import sitter "github.com/smacker/go-tree-sitter"

type descriptorSet struct{}

func (x *extractor) extractStructure(t triggerCall, c *ctx) {}

func (x *extractor) addOperator(obj *sitter.Node, c *ctx, set func(*Operator), span Span) {}

func (x *extractor) finishDescriptors(c *ctx) {}

package rules

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL057 flags a CREATE TABLE, CREATE VIEW or CREATE FUNCTION of a name the
// job already created, without IF NOT EXISTS or OR REPLACE.
var FL057 = newRule(fl057Doc, runFL057, model.Analyzer, semantics.Analyzer)

var fl057Doc = Doc{
	ID:           "FL057",
	Name:         "object-already-exists",
	Summary:      "CREATE TABLE, CREATE VIEW or CREATE FUNCTION of a name the job already created, without IF NOT EXISTS or OR REPLACE",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "ddl"},
	Explanation: `
Tables and views share one namespace per catalog and database, one for permanent objects and one for
temporary ones. Creating a name that is already taken in its namespace fails when the statement runs:

    TableAlreadyExistException: Table (or view) default_database.orders already exists in Catalog default_catalog.
    ValidationException: Temporary table '` + "`default_catalog`.`default_database`.`orders`" + `' already exists

A temporary object may shadow a permanent one of the same name, so a ` + "`CREATE TEMPORARY TABLE`" + ` and a
` + "`CREATE TABLE`" + ` of one name are not reported, nor is a name the job drops in between.

Functions have three namespaces (FunctionCatalog): temporary system functions by name, temporary
catalog functions and catalog functions by catalog, database and name (names case-insensitive):

    ValidationException: Could not register temporary system function. A function named 'parse' does already exist.
    ValidationException: Could not register temporary catalog function. A function 'default_catalog.default_database.parse' does already exist.
    FunctionAlreadyExistException: Function default_database.parse already exists in Catalog default_catalog.

A temporary function and a catalog function of one path may coexist (CREATE FUNCTION goes to the
catalog, which does not look at the temporary one). A catalog function created twice is reported in a
catalog flinklint sees whole (the default one, an in-memory one the job creates).

flinklint reports only when both statements are in the same SQL text and no Python code runs it (a
Python job may run its statements on other paths than their order in the file).
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen');
CREATE TEMPORARY VIEW big_orders AS SELECT id FROM orders WHERE amount > 100;
CREATE TEMPORARY VIEW big_orders AS SELECT id FROM orders WHERE amount > 1000;`}},
	Fix: "Rename one of the two, drop the first before creating the second, or write `CREATE TABLE IF NOT EXISTS` / `CREATE OR REPLACE` where that is what is meant.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/create/",
	},
	Sources: []string{
		"apache/flink release-2.1 flink-table/flink-table-common/src/main/java/org/apache/flink/table/catalog/exceptions/TableAlreadyExistException.java: the permanent object's message",
		"apache/flink release-2.1 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java: createTemporaryTable (\"Temporary table '%s' already exists\"), temporary objects shadowing permanent ones",
		"apache/flink release-2.1 flink-table/flink-sql-client/src/test/resources/sql/view.q: a view created twice, temporary and permanent",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/FunctionCatalog.java (registerTemporarySystemFunction, registerTemporaryCatalogFunction), flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/operations/ddl/CreateCatalogFunctionOperation.java, flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/GenericInMemoryCatalog.java (createFunction), flink-table/flink-table-common/src/main/java/org/apache/flink/table/catalog/exceptions/FunctionAlreadyExistException.java: the function messages",
	},
}

func runFL057(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.ObjectExists, func(p semantics.Problem) string {
		return strings.TrimSuffix(p.Reason, ".") + ": the job creates it earlier in this script"
	})
}

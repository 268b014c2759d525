package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL059 flags statements on catalogs and databases that Flink's
// CatalogManager rejects in the session as the job leaves it.
var FL059 = newRule(fl059Doc, runFL059, model.Analyzer, semantics.Analyzer)

var fl059Doc = Doc{
	ID:           "FL059",
	Name:         "invalid-catalog-statement",
	Summary:      "USE or DROP of a catalog or database the session does not have, DROP of the current one, CREATE of one it has, ALTER CATALOG RESET of 'type', SHOW CREATE TABLE of a view, SHOW DATABASES of a missing catalog, ALTER TEMPORARY FUNCTION",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "ddl"},
	Explanation: `
A session keeps its catalogs as Flink's ` + "`CatalogManager`" + ` does: the in-memory ` + "`default_catalog`" + ` with its
` + "`default_database`" + `, the catalogs the job creates, the current catalog and database. Flink rejects:

- ` + "`USE CATALOG c`" + ` of a catalog the session does not have: "A catalog with name [c] does not exist.";
- ` + "`USE db`" + ` of a database the current catalog does not have: "A database with name [db] does not exist in the
  catalog: [c].";
- ` + "`DROP CATALOG`" + ` of the current catalog ("Cannot drop a catalog which is currently in use.", IF EXISTS or
  not), of one it does not have without IF EXISTS ("Catalog c does not exist.");
- ` + "`DROP DATABASE`" + ` of the current database ("Cannot drop a database which is currently in use."), of one the
  catalog does not have without IF EXISTS, and, without CASCADE, of one that holds a table or view ("Database
  db in catalog c is not empty.");
- ` + "`CREATE CATALOG`" + ` / ` + "`CREATE DATABASE`" + ` of one that exists, without IF NOT EXISTS ("Catalog c already
  exists.", "Database db already exists in Catalog c.");
- ` + "`ALTER CATALOG c RESET ('type')`" + ` and ` + "`RESET ()`" + `;
- ` + "`SHOW CREATE TABLE`" + ` of a view and ` + "`SHOW CREATE VIEW`" + ` of a table;
- ` + "`CREATE DATABASE c.db`" + ` and ` + "`SHOW DATABASES FROM c`" + ` of a catalog the session does not have ("Catalog c does
  not exist"), and ` + "`SHOW DATABASES FROM a.b`" + `, whose catalog name Flink's parser wants of one part ("Show
  databases from/in identifier [ a.b ] format error, catalog must be a single part identifier.");
- ` + "`CREATE FUNCTION`" + ` in a database the catalog does not have ("Database db does not exist in Catalog c."),
  ` + "`DROP FUNCTION`" + ` in a catalog the session does not have, IF EXISTS or not ("Catalog c does not exist");
- ` + "`ALTER TEMPORARY FUNCTION`" + ` and ` + "`ALTER TEMPORARY SYSTEM FUNCTION`" + `, which Flink never runs ("Alter temporary
  catalog function is not supported", "Alter temporary system function is not supported"): drop the
  temporary function and create it again.

flinklint knows that a catalog or database is there when the job creates it (or it is Flink's default one),
and that it is not there when the job dropped it. What a session may hold that the job does not create (an
init script's catalogs, a catalog store's, an external catalog's databases) is unknown and never reported,
unless the project says the job's scripts run in a session of their own that starts as Flink starts one
(` + "`fresh-sessions`" + ` in ` + "`.flinklint.yaml`" + `). Nothing is said when Python or JVM code runs the statements (it may
run them in another order).
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE CATALOG lake WITH ('type' = 'generic_in_memory');
USE CATALOG lake;
DROP CATALOG lake;`}},
	Fix: "Switch to another catalog or database first (`USE CATALOG default_catalog`), add IF EXISTS / IF NOT EXISTS, or create the catalog or database before the statement.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/use/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/drop/",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java: createCatalog, unregisterCatalog, setCurrentCatalog, setCurrentDatabase, dropDatabase (the current-database check first) (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/GenericInMemoryCatalog.java: createDatabase, dropDatabase (RESTRICT refuses a database that is not empty); flink-table-common .../catalog/exceptions/DatabaseAlreadyExistException.java, DatabaseNotExistException.java, DatabaseNotEmptyException.java",
		"apache/flink flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SqlAlterCatalogResetConverter.java; flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/api/internal/ShowCreateUtil.java",
		"apache/flink flink-table/flink-sql-client/src/test/resources/sql/catalog_database.q, table.q, view.q and the gateway's copies",
	},
}

func runFL059(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.CatalogInvalid, func(p semantics.Problem) string { return p.Reason })
}

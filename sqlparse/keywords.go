// The keywords the parser looks at. Keep kwNames in the order of the constants.

package sqlparse

// kw identifies a keyword; kwNone is any other word.
type kw uint8

const (
	kwNone kw = iota
	kwADD
	kwALL
	kwALTER
	kwANALYZE
	kwAND
	kwARRAY
	kwAS
	kwBEGIN
	kwBETWEEN
	kwBUCKETS
	kwBY
	kwCALL
	kwCATALOG
	kwCATALOGS
	kwCHAR
	kwCHARACTER
	kwCOLUMNS
	kwCOMMENT
	kwCOMPILE
	kwCONSTRAINT
	kwCONSTRAINTS
	kwCREATE
	kwCROSS
	kwCUMULATE
	kwCURRENT
	kwDATABASE
	kwDATABASES
	kwDESC
	kwDESCRIBE
	kwDISTINCT
	kwDISTRIBUTED
	kwDOUBLE
	kwDROP
	kwEND
	kwENFORCED
	kwEXCEPT
	kwEXCLUDING
	kwEXECUTE
	kwEXISTS
	kwEXPLAIN
	kwEXTENDED
	kwFALSE
	kwFOR
	kwFROM
	kwFULL
	kwFUNCTION
	kwFUNCTIONS
	kwGENERATED
	kwGROUP
	kwHASH
	kwHAVING
	kwHOP
	kwIF
	kwINCLUDING
	kwINNER
	kwINSERT
	kwINTERSECT
	kwINTERVAL
	kwINTO
	kwJAR
	kwJARS
	kwJOB
	kwJOBS
	kwJOIN
	kwKEY
	kwLANGUAGE
	kwLATERAL
	kwLEFT
	kwLIKE
	kwLIMIT
	kwLOAD
	kwLOCAL
	kwMAP
	kwMATERIALIZED
	kwMETADATA
	kwMINUS
	kwMODEL
	kwMODELS
	kwMODIFY
	kwMODULE
	kwMODULES
	kwMULTISET
	kwNATURAL
	kwNOT
	kwNULL
	kwOF
	kwON
	kwOPTIONS
	kwOR
	kwORDER
	kwOVER
	kwOVERWRITE
	kwOVERWRITING
	kwPARTITION
	kwPARTITIONED
	kwPARTITIONS
	kwPLAN
	kwPRECISION
	kwPRIMARY
	kwPROCEDURES
	kwQUALIFY
	kwRANGE
	kwRAW
	kwREMOVE
	kwRENAME
	kwREPLACE
	kwRESET
	kwRIGHT
	kwROW
	kwSELECT
	kwSESSION
	kwSET
	kwSHOW
	kwSTATEMENT
	kwSTOP
	kwSYSTEM
	kwSYSTEMTIME
	kwTABLE
	kwTABLES
	kwTBLPROPERTIES
	kwTEMPORARY
	kwTIME
	kwTIMESTAMP
	kwTO
	kwTRUE
	kwTRUNCATE
	kwTUMBLE
	kwUESCAPE
	kwUNION
	kwUNLOAD
	kwUNNEST
	kwUSE
	kwUSER
	kwUSING
	kwVALUES
	kwVARYING
	kwVIEW
	kwVIEWS
	kwVIRTUAL
	kwWATERMARK
	kwWATERMARKS
	kwWHERE
	kwWINDOW
	kwWINDOWEND
	kwWINDOWSTART
	kwWITH
	kwWITHOUT
	kwZONE
	kwCONNECTION
	kwQUIT
	kwEXIT
	kwHELP
	kwCLEAR
	kwOFFSET
	kwFETCH
)

// kwNames maps a keyword id to its upper-case spelling.
var kwNames = [...]string{
	kwNone:          "",
	kwADD:           "ADD",
	kwALL:           "ALL",
	kwALTER:         "ALTER",
	kwANALYZE:       "ANALYZE",
	kwAND:           "AND",
	kwARRAY:         "ARRAY",
	kwAS:            "AS",
	kwBEGIN:         "BEGIN",
	kwBETWEEN:       "BETWEEN",
	kwBUCKETS:       "BUCKETS",
	kwBY:            "BY",
	kwCALL:          "CALL",
	kwCATALOG:       "CATALOG",
	kwCATALOGS:      "CATALOGS",
	kwCHAR:          "CHAR",
	kwCHARACTER:     "CHARACTER",
	kwCOLUMNS:       "COLUMNS",
	kwCOMMENT:       "COMMENT",
	kwCOMPILE:       "COMPILE",
	kwCONSTRAINT:    "CONSTRAINT",
	kwCONSTRAINTS:   "CONSTRAINTS",
	kwCREATE:        "CREATE",
	kwCROSS:         "CROSS",
	kwCUMULATE:      "CUMULATE",
	kwCURRENT:       "CURRENT",
	kwDATABASE:      "DATABASE",
	kwDATABASES:     "DATABASES",
	kwDESC:          "DESC",
	kwDESCRIBE:      "DESCRIBE",
	kwDISTINCT:      "DISTINCT",
	kwDISTRIBUTED:   "DISTRIBUTED",
	kwDOUBLE:        "DOUBLE",
	kwDROP:          "DROP",
	kwEND:           "END",
	kwENFORCED:      "ENFORCED",
	kwEXCEPT:        "EXCEPT",
	kwEXCLUDING:     "EXCLUDING",
	kwEXECUTE:       "EXECUTE",
	kwEXISTS:        "EXISTS",
	kwEXPLAIN:       "EXPLAIN",
	kwEXTENDED:      "EXTENDED",
	kwFALSE:         "FALSE",
	kwFOR:           "FOR",
	kwFROM:          "FROM",
	kwFULL:          "FULL",
	kwFUNCTION:      "FUNCTION",
	kwFUNCTIONS:     "FUNCTIONS",
	kwGENERATED:     "GENERATED",
	kwGROUP:         "GROUP",
	kwHASH:          "HASH",
	kwHAVING:        "HAVING",
	kwHOP:           "HOP",
	kwIF:            "IF",
	kwINCLUDING:     "INCLUDING",
	kwINNER:         "INNER",
	kwINSERT:        "INSERT",
	kwINTERSECT:     "INTERSECT",
	kwINTERVAL:      "INTERVAL",
	kwINTO:          "INTO",
	kwJAR:           "JAR",
	kwJARS:          "JARS",
	kwJOB:           "JOB",
	kwJOBS:          "JOBS",
	kwJOIN:          "JOIN",
	kwKEY:           "KEY",
	kwLANGUAGE:      "LANGUAGE",
	kwLATERAL:       "LATERAL",
	kwLEFT:          "LEFT",
	kwLIKE:          "LIKE",
	kwLIMIT:         "LIMIT",
	kwLOAD:          "LOAD",
	kwLOCAL:         "LOCAL",
	kwMAP:           "MAP",
	kwMATERIALIZED:  "MATERIALIZED",
	kwMETADATA:      "METADATA",
	kwMINUS:         "MINUS",
	kwMODEL:         "MODEL",
	kwMODELS:        "MODELS",
	kwMODIFY:        "MODIFY",
	kwMODULE:        "MODULE",
	kwMODULES:       "MODULES",
	kwMULTISET:      "MULTISET",
	kwNATURAL:       "NATURAL",
	kwNOT:           "NOT",
	kwNULL:          "NULL",
	kwOF:            "OF",
	kwON:            "ON",
	kwOPTIONS:       "OPTIONS",
	kwOR:            "OR",
	kwORDER:         "ORDER",
	kwOVER:          "OVER",
	kwOVERWRITE:     "OVERWRITE",
	kwOVERWRITING:   "OVERWRITING",
	kwPARTITION:     "PARTITION",
	kwPARTITIONED:   "PARTITIONED",
	kwPARTITIONS:    "PARTITIONS",
	kwPLAN:          "PLAN",
	kwPRECISION:     "PRECISION",
	kwPRIMARY:       "PRIMARY",
	kwPROCEDURES:    "PROCEDURES",
	kwQUALIFY:       "QUALIFY",
	kwRANGE:         "RANGE",
	kwRAW:           "RAW",
	kwREMOVE:        "REMOVE",
	kwRENAME:        "RENAME",
	kwREPLACE:       "REPLACE",
	kwRESET:         "RESET",
	kwRIGHT:         "RIGHT",
	kwROW:           "ROW",
	kwSELECT:        "SELECT",
	kwSESSION:       "SESSION",
	kwSET:           "SET",
	kwSHOW:          "SHOW",
	kwSTATEMENT:     "STATEMENT",
	kwSTOP:          "STOP",
	kwSYSTEM:        "SYSTEM",
	kwSYSTEMTIME:    "SYSTEM_TIME",
	kwTABLE:         "TABLE",
	kwTABLES:        "TABLES",
	kwTBLPROPERTIES: "TBLPROPERTIES",
	kwTEMPORARY:     "TEMPORARY",
	kwTIME:          "TIME",
	kwTIMESTAMP:     "TIMESTAMP",
	kwTO:            "TO",
	kwTRUE:          "TRUE",
	kwTRUNCATE:      "TRUNCATE",
	kwTUMBLE:        "TUMBLE",
	kwUESCAPE:       "UESCAPE",
	kwUNION:         "UNION",
	kwUNLOAD:        "UNLOAD",
	kwUNNEST:        "UNNEST",
	kwUSE:           "USE",
	kwUSER:          "USER",
	kwUSING:         "USING",
	kwVALUES:        "VALUES",
	kwVARYING:       "VARYING",
	kwVIEW:          "VIEW",
	kwVIEWS:         "VIEWS",
	kwVIRTUAL:       "VIRTUAL",
	kwWATERMARK:     "WATERMARK",
	kwWATERMARKS:    "WATERMARKS",
	kwWHERE:         "WHERE",
	kwWINDOW:        "WINDOW",
	kwWINDOWEND:     "WINDOW_END",
	kwWINDOWSTART:   "WINDOW_START",
	kwWITH:          "WITH",
	kwWITHOUT:       "WITHOUT",
	kwZONE:          "ZONE",
	kwCONNECTION:    "CONNECTION",
	kwQUIT:          "QUIT",
	kwEXIT:          "EXIT",
	kwHELP:          "HELP",
	kwCLEAR:         "CLEAR",
	kwOFFSET:        "OFFSET",
	kwFETCH:         "FETCH",
}

// maxKeywordLen is the length of the longest keyword.
const maxKeywordLen = 13

// kwTableSize is the size of the open-addressing keyword table; a power of
// two well above twice the keyword count keeps probes short.
const kwTableSize = 1024

// kwHash hashes an upper-case ASCII word (FNV-1a).
func kwHash(word []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range word {
		h ^= uint32(c)
		h *= 16777619
	}
	return h
}

// keywordTable maps kwHash of a keyword to its id, with linear probing.
// Built once, never written.
var keywordTable = func() (t [kwTableSize]kw) {
	for id, name := range kwNames {
		if name == "" {
			continue
		}
		h := kwHash([]byte(name))
		for t[h%kwTableSize] != kwNone {
			h++
		}
		t[h%kwTableSize] = kw(id)
	}
	return t
}()

// kwLengths has, per upper-case first letter, a bit for each keyword length:
// most identifiers are rejected without hashing. Built once, never written.
var kwLengths = func() (t [26]uint16) {
	for _, name := range kwNames {
		if name != "" {
			t[name[0]-'A'] |= 1 << len(name)
		}
	}
	return t
}()

// lookupKeyword returns the keyword id of an ASCII word, case-insensitively.
func lookupKeyword(word string) kw {
	if len(word) > maxKeywordLen || len(word) < 2 {
		return kwNone
	}
	first := word[0] &^ 0x20 // upper case for letters
	if first < 'A' || first > 'Z' || kwLengths[first-'A']&(1<<len(word)) == 0 {
		return kwNone
	}
	var buf [maxKeywordLen]byte
	h := uint32(2166136261)
	for i := 0; i < len(word); i++ {
		c := word[i]
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		buf[i] = c
		h ^= uint32(c)
		h *= 16777619
	}
	up := buf[:len(word)]
	for {
		id := keywordTable[h%kwTableSize]
		if id == kwNone {
			return kwNone
		}
		if kwNames[id] == string(up) {
			return id
		}
		h++
	}
}

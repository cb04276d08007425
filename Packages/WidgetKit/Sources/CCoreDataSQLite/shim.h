#include <sqlite3.h>

/* SQLITE_TRANSIENT is a macro Swift cannot import: tells SQLite to copy bound bytes. */
static inline sqlite3_destructor_type coredata_sqlite_transient(void) { return SQLITE_TRANSIENT; }

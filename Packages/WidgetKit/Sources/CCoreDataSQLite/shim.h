#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a macro Swift cannot import: tells SQLite to copy bound bytes. */
static inline sqlite3_destructor_type coredata_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/* The file of the loaded image holding `address` (a library, or the program), or NULL. */
static inline const char *coredata_image_path(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) == 0) return 0;
    return info.dli_fname;
}

#define _GNU_SOURCE
#include "localized_strings.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

static _Atomic(localized_strings_resolver) resolving = NULL;

void localized_strings_resolve_with(localized_strings_resolver resolver) { atomic_store(&resolving, resolver); }

typedef const void *(*copy_localized_string)(const void *bundle, const void *key, const void *value, const void *table);

/* The worker exports this `CFBundleCopyLocalizedString` (its link adds --export-dynamic-symbol), so
   Foundation's `Bundle.localizedString(forKey:value:table:)`, under `NSLocalizedString`, calls it
   rather than Core Foundation's. It calls Core Foundation's, whose value for a key of a `.stringsdict`
   file is that entry's dictionary, which Foundation on Linux takes for a string and crashes on; the
   resolver makes it a string. Only the worker links it. */
const void *CFBundleCopyLocalizedString(const void *bundle, const void *key, const void *value, const void *table) {
    static _Atomic(copy_localized_string) original = NULL;
    copy_localized_string copy = atomic_load(&original);
    if (!copy) {
        copy = (copy_localized_string)dlsym(RTLD_NEXT, "CFBundleCopyLocalizedString");
        atomic_store(&original, copy);
    }
    const void *found = copy(bundle, key, value, table);
    localized_strings_resolver resolver = atomic_load(&resolving);
    return resolver && found ? resolver(found, key) : found;
}

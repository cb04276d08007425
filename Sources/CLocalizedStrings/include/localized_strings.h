#ifndef LOCALIZED_STRINGS_H
#define LOCALIZED_STRINGS_H

/* What the worker's `CFBundleCopyLocalizedString` makes of a value Core Foundation's own returns that
   is not a string: given that value and the key (each a Core Foundation object, the value owned), it
   returns an owned string. */
typedef const void *(*localized_strings_resolver)(const void *value, const void *key);

/* Sets the resolver; until it is set, values pass as Core Foundation returns them. */
void localized_strings_resolve_with(localized_strings_resolver resolver);

#endif

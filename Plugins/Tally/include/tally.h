#ifndef TALLY_H
#define TALLY_H

#include <stdint.h>

/* A tally kept by the library, for the Tally example widget: no Swift, no widget code. */

/* The count so far. */
int64_t tally_count(void);
/* Adds step to the count; returns the new count. */
int64_t tally_add(int64_t step);
/* Sets the count back to zero. */
void tally_reset(void);
/* "N taps" for the count, in a string the caller frees with tally_free. */
char *tally_label(void);
void tally_free(char *label);

#endif

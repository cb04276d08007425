#include "tally.h"

#include <stdio.h>
#include <stdlib.h>

/* The bundle's worker serves one widget bundle and calls these one at a time. */
static int64_t count;

int64_t tally_count(void) { return count; }

int64_t tally_add(int64_t step) { return count += step; }

void tally_reset(void) { count = 0; }

char *tally_label(void) {
    char *label = malloc(32);
    if (label) snprintf(label, 32, "%lld tap%s", (long long)count, count == 1 ? "" : "s");
    return label;
}

void tally_free(char *label) { free(label); }

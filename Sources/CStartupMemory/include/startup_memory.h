#ifndef STARTUP_MEMORY_H
#define STARTUP_MEMORY_H

#include <stddef.h>

/* Gives back what a long-lived process held only to start: the pages of every loaded program's and
 * library's read-only segments (code and constants, never written, so the file holds them as they
 * are) leave the process's memory, the kernel mapping again from its page cache those it reads
 * next; and the heap's free memory goes back to the system (malloc_trim). Returns the bytes of
 * read-only segments let go. A library with text relocations (its code written at load) is skipped. */
size_t startup_memory_release(void);

/* Seconds after the first release a long-lived process releases once more: its first refreshes did
 * work of their own once (Swift's first lookups of types and conformances, first statements prepared,
 * first paintings' set-up), and by then a process that refreshes every few seconds has done it. */
#define STARTUP_MEMORY_SETTLING_SECONDS 30

#endif

/*
 * fence.h: the kernel calls that fence a worker process before it opens a bundle's library.
 *
 * Thin wrappers over prctl(2), landlock(7) and seccomp(2), which Swift cannot call directly (they are
 * variadic or need kernel structs newer than the system headers). Each returns 0 (or a descriptor or
 * version) on success and -1 with errno set on failure. No policy lives here: the worker decides what
 * to allow.
 */
#ifndef WIDGETS_FENCE_H
#define WIDGETS_FENCE_H

#include <stdint.h>
#include <sys/types.h>

/* Landlock filesystem rights (landlock.h, ABI 1-3). */
#define FENCE_FS_EXECUTE (1ULL << 0)
#define FENCE_FS_WRITE_FILE (1ULL << 1)
#define FENCE_FS_READ_FILE (1ULL << 2)
#define FENCE_FS_READ_DIR (1ULL << 3)
#define FENCE_FS_REMOVE_DIR (1ULL << 4)
#define FENCE_FS_REMOVE_FILE (1ULL << 5)
#define FENCE_FS_MAKE_CHAR (1ULL << 6)
#define FENCE_FS_MAKE_DIR (1ULL << 7)
#define FENCE_FS_MAKE_REG (1ULL << 8)
#define FENCE_FS_MAKE_SOCK (1ULL << 9)
#define FENCE_FS_MAKE_FIFO (1ULL << 10)
#define FENCE_FS_MAKE_BLOCK (1ULL << 11)
#define FENCE_FS_MAKE_SYM (1ULL << 12)
#define FENCE_FS_REFER (1ULL << 13)    /* ABI 2 */
#define FENCE_FS_TRUNCATE (1ULL << 14) /* ABI 3 */

/* Landlock network rights (ABI 4). */
#define FENCE_NET_BIND_TCP (1ULL << 0)
#define FENCE_NET_CONNECT_TCP (1ULL << 1)

/* Landlock scopes (ABI 6): no abstract Unix sockets or signals outside the sandbox. */
#define FENCE_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define FENCE_SCOPE_SIGNAL (1ULL << 1)

/* A pipe whose ends close on exec (pipe2 with O_CLOEXEC). */
int fence_pipe(int ends[2]);

/* Opens a path only to name it in a rule (O_PATH | O_CLOEXEC); -1 when it does not exist. */
int fence_open_path(const char *path);

/* Drops every capability, from the bounding set too: a worker started as root keeps root's files
 * but none of root's powers (reading other processes, overriding file modes, ...). */
int fence_drop_capabilities(void);

/* Marks this process not dumpable: its /proc files (environ, memory) become unreadable to processes
 * without CAP_SYS_PTRACE, such as the workers. */
int fence_not_dumpable(void);

/* Sets PR_SET_NO_NEW_PRIVS: no exec of this process or its children gains privileges. */
int fence_no_new_privs(void);

/* Sends `signal` to this process when its parent thread dies (PR_SET_PDEATHSIG). */
int fence_parent_death_signal(int signal);

/* The Landlock ABI version the kernel speaks, or -1 (errno ENOSYS or EOPNOTSUPP) when it has none. */
int fence_landlock_abi(void);

/* A new ruleset handling these rights; rights it handles and no rule allows are denied. */
int fence_landlock_ruleset(uint64_t handled_fs, uint64_t handled_net, uint64_t scoped);

/* Allows `access` beneath the file or folder open as `parent_fd` (an O_PATH descriptor will do). */
int fence_landlock_allow_path(int ruleset_fd, int parent_fd, uint64_t access);

/* Enforces the ruleset on the calling thread and the threads and processes it starts later. */
int fence_landlock_restrict(int ruleset_fd);

/*
 * Installs a seccomp filter: socket(2) fails with EPERM for every address family (Unix sockets
 * included, so the runtime's control socket is out of reach), or, with `allow_internet`, for every
 * family but AF_INET and AF_INET6. io_uring, which can open sockets past such a filter, fails too, and
 * so does socketpair(2) of datagram sockets, which could be pointed at any pathname socket with
 * connect or sendto; stream pairs (Foundation's Process uses one) stay connected to each other.
 * fallocate(2) fails with EOPNOTSUPP: it would take disk without writing, out of the count of written
 * bytes the runtime watches quotas by (posix_fallocate then writes the bytes).
 */
int fence_filter_calls(int allow_internet);

/* A worker started by fence_spawn. */
struct fence_child {
    /* The process to wait for: the worker, or the init of its PID namespace. */
    pid_t pid;
    /* A pidfd of `pid` (readable once it has ended), or -1 when the kernel has none. */
    int pidfd;
    /* In a namespace, the read end on which its init writes the worker's wait status (an int) when the
     * worker ends; -1 otherwise. */
    int status_fd;
};

/* Where a start failed, for fence_spawn's `stage`. */
enum fence_spawn_stage {
    FENCE_STAGE_CLONE = 1,    /* the kernel refused the new process (or its namespaces) */
    FENCE_STAGE_IDENTITY = 2, /* writing the user namespace's uid and gid maps */
    FENCE_STAGE_PROC = 3,     /* mounting the namespace's own /proc */
    FENCE_STAGE_EXEC = 4,     /* setting up descriptors, or exec itself */
    FENCE_STAGE_CGROUP = 5,   /* moving it into its cgroups */
};

/*
 * Starts `path` with standard input on /dev/null, standard output and error on `output_fd`, `socket_fd`
 * as descriptor 3 and no other descriptor of this process, every signal at its default and none blocked,
 * in a process group of its own, killed when the calling thread ends (PR_SET_PDEATHSIG).
 *
 * With `namespaced` it runs as process 2 of a new user, PID and mount namespace with its own /proc, and
 * `init_path` (or `path` itself when NULL) is started as that namespace's process 1, with the write end
 * of `status_fd` as descriptor 4; each is to call fence_serve_as_init first thing. The worker gets
 * descriptor 4 too: it is to read one byte from it before it runs anything of the bundle, sent once it
 * is in the cgroups whose `cgroup.procs` files are listed (its end without a byte: it is to exit).
 * Returns 0, or -1 with errno and `*stage` set.
 * With no `path`, the child ends once its namespaces are set up (a probe); the caller reaps it.
 */
int fence_spawn(const char *path, char *const argv[], char *const envp[], int output_fd, int socket_fd, int namespaced,
                const char *init_path, char *const cgroup_procs[], struct fence_child *child, int *stage);

/*
 * In process 1 of a namespace fence_spawn made, serves as its init and never returns: without privileges
 * or descriptors, it reaps orphans, and when the worker (process 2) ends writes its wait status to
 * descriptor 4 and exits, upon which the kernel kills every process left in the namespace, however it
 * forked or detached. Anywhere else returns 0 at once.
 */
int fence_serve_as_init(void);

/* Swaps two paths in one step (renameat2 RENAME_EXCHANGE): how a bundle folder is replaced while a
 * runtime may be reading it. */
int fence_rename_exchange(const char *first, const char *second);

#endif /* WIDGETS_FENCE_H */

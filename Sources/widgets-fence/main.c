/*
 * widgets-fence: runs one command (the build of a package someone else wrote) in a fence, and names
 * what the fence refused it. `widgets install` starts it; never started by people.
 *
 *   widgets-fence --report FILE [--read PATH]... [--write PATH]... [--overlay PATH:UPPER:WORK]...
 *                 [--drop PATH]... [--quiet PATH]... [--seconds N] [--memory BYTES] [--file-size BYTES]
 *                 [--processes N] [--total-memory BYTES] [--disk BYTES] [--measure PATH]...
 *                 -- PROGRAM [ARGUMENT]...
 *
 * The command runs as process 1 of user, mount and PID namespaces of its own (what it leaves running
 * ends with it), where each --overlay PATH is covered by an
 * overlay whose writes land in UPPER (so a shared build folder is read, never written), and each --drop
 * PATH is removed from that view. Then, with every capability dropped and no new privileges:
 *   - Landlock lets it read and run only beneath the --read paths, and write only beneath the --write
 *     paths; no TCP (ABI 4), no abstract Unix socket or signal outside (ABI 6);
 *   - seccomp refuses every socket(2) (naming all but Unix ones, which the C library tries for each
 *     user lookup) and hands this process each call that writes a name in the file system (open for writing, creat, mkdir, unlink, rename, link, symlink, truncate, mknod, chmod):
 *     one beneath a --write path goes on (Landlock still decides); any other is refused with EACCES.
 * Each of its processes may map at most --memory bytes and write files of at most --file-size; past
 * --seconds the whole build is stopped, and FILE says so. The build as a whole is counted five times a
 * second: more than --processes processes at once, or more than --total-memory bytes resident in
 * them together, stop it; so does more than --disk bytes of disk in the --measure folders (the
 * folders its writes land in), counted every two seconds.
 * Each refusal is named once in FILE ("PROGRAM wrote PATH", "PROGRAM opened an internet socket"), but
 * those of programs beneath a --quiet path (the toolchain's own: a C library's clock file, a socket
 * SwiftPM tries), which are refused without a word; this process exits as the command did. It exits 125 when the fence cannot be put up, saying why.
 */
#define _GNU_SOURCE
#include "fence.h"

#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MOST 64

static const char *readable[MOST], *writable[MOST], *overlays[MOST], *drops[MOST], *quiet[MOST];
static int readable_count, writable_count, overlay_count, drop_count, quiet_count;
/* Limits: the whole build's seconds (0: none); each process's address space and largest file, in bytes. */
static long seconds_allowed;
static unsigned long long memory_allowed, file_allowed;
/* The whole build's limits (0: none): processes at once, resident bytes together, disk in the measured folders. */
static long processes_allowed;
static unsigned long long total_memory_allowed, disk_allowed;
static const char *measured[MOST];
static int measured_count;
/* Devices every build writes to. */
static const char *devices[] = {"/dev/null", "/dev/zero", "/dev/full", "/dev/tty", "/dev/urandom", "/dev/random"};

static void fail(const char *what) {
    fprintf(stderr, "widgets-fence: cannot fence the build: %s: %s\n", what, strerror(errno));
    _exit(125);
}

/* ---- In the child: the fence, then the command. ---- */

static void write_file(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text)) fail(path);
    close(fd);
}

/* Namespaces of its own, its overlays mounted and its dropped files gone. */
static void enter_namespaces(void) {
    uid_t uid = getuid();
    gid_t gid = getgid();
    if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID) != 0) fail("user, mount and PID namespaces");
    char map[64];
    write_file("/proc/self/setgroups", "deny");
    snprintf(map, sizeof map, "%u %u 1", (unsigned)uid, (unsigned)uid);
    write_file("/proc/self/uid_map", map);
    snprintf(map, sizeof map, "%u %u 1", (unsigned)gid, (unsigned)gid);
    write_file("/proc/self/gid_map", map);
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail("a private mount namespace");
    for (int i = 0; i < overlay_count; i++) {
        char spec[3 * PATH_MAX], copy[3 * PATH_MAX + 3];
        snprintf(copy, sizeof copy, "%s", overlays[i]);
        char *path = strtok(copy, ":"), *upper = strtok(NULL, ":"), *work = strtok(NULL, ":");
        if (!path || !upper || !work) {
            errno = EINVAL;
            fail(overlays[i]);
        }
        snprintf(spec, sizeof spec, "lowerdir=%s,upperdir=%s,workdir=%s", path, upper, work);
        if (mount("overlay", path, "overlay", 0, spec) != 0) fail(path);
    }
    for (int i = 0; i < drop_count; i++) {
        if (unlink(drops[i]) != 0 && errno != ENOENT) fail(drops[i]);
    }
}

static void allow(int ruleset, const char *path, uint64_t access) {
    int fd = fence_open_path(path);
    if (fd < 0) return; /* A path that is not there needs no rule. */
    struct stat status;
    /* A rule on a file takes only the rights a file has. */
    if (fstat(fd, &status) == 0 && !S_ISDIR(status.st_mode))
        access &= FENCE_FS_EXECUTE | FENCE_FS_WRITE_FILE | FENCE_FS_READ_FILE | FENCE_FS_TRUNCATE;
    if (fence_landlock_allow_path(ruleset, fd, access) != 0) fail(path);
    close(fd);
}

static void restrict_files(void) {
    int abi = fence_landlock_abi();
    if (abi < 1) fail("Landlock (Linux 5.13 or later, with Landlock enabled)");
    uint64_t all = (FENCE_FS_MAKE_SYM << 1) - 1;
    if (abi >= 2) all |= FENCE_FS_REFER;
    if (abi >= 3) all |= FENCE_FS_TRUNCATE;
    uint64_t read = FENCE_FS_EXECUTE | FENCE_FS_READ_FILE | FENCE_FS_READ_DIR;
    int ruleset = fence_landlock_ruleset(all, abi >= 4 ? FENCE_NET_BIND_TCP | FENCE_NET_CONNECT_TCP : 0,
                                         abi >= 6 ? FENCE_SCOPE_ABSTRACT_UNIX_SOCKET | FENCE_SCOPE_SIGNAL : 0);
    if (ruleset < 0) fail("a Landlock ruleset");
    for (int i = 0; i < readable_count; i++) allow(ruleset, readable[i], read);
    for (int i = 0; i < writable_count; i++) allow(ruleset, writable[i], all);
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++) allow(ruleset, devices[i], all);
    if (fence_no_new_privs() != 0) fail("no new privileges");
    if (fence_landlock_restrict(ruleset) != 0) fail("Landlock");
    close(ruleset);
}

#if defined(__x86_64__)
#define ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define ARCH AUDIT_ARCH_AARCH64
#endif

#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define IS(number, then) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (number), (then), 0)
#define RETURN(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define NEXT BPF_JUMP(BPF_JMP | BPF_JA, 0, 0, 0)

/* The filter: its listener descriptor, for this process's parent. */
static int filter_calls(void) {
#ifdef ARCH
    enum { SOCKET = 34, ASK = 36, REFUSE = 37, ALLOW = 38 };
    struct sock_filter filter[] = {
        /* 0-2: calls of another architecture are refused. */
        LOAD(arch),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ARCH, 1, 0),
        RETURN(SECCOMP_RET_KILL_PROCESS),
        /* 3-4: x32's second numbering is refused. */
        LOAD(nr),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, REFUSE - 5, 0),
        /* 5-25: sockets are looked at; calls that write a name are asked about. */
        IS(__NR_socket, SOCKET - 6),
        IS(__NR_io_uring_setup, REFUSE - 7),
        IS(__NR_openat2, ASK - 8),
        IS(__NR_mkdirat, ASK - 9),
        IS(__NR_unlinkat, ASK - 10),
        IS(__NR_renameat, ASK - 11),
        IS(__NR_renameat2, ASK - 12),
        IS(__NR_linkat, ASK - 13),
        IS(__NR_symlinkat, ASK - 14),
        IS(__NR_truncate, ASK - 15),
        IS(__NR_mknodat, ASK - 16),
        IS(__NR_fchmodat, ASK - 17),
#ifdef __NR_open
        IS(__NR_mkdir, ASK - 18),
        IS(__NR_unlink, ASK - 19),
        IS(__NR_rmdir, ASK - 20),
        IS(__NR_rename, ASK - 21),
        IS(__NR_link, ASK - 22),
        IS(__NR_symlink, ASK - 23),
        IS(__NR_creat, ASK - 24),
        IS(__NR_chmod, ASK - 25),
        IS(__NR_mknod, ASK - 26),
        /* 26-28: open(path, flags) for writing is asked about. */
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_open, 0, 2),
        LOAD(args[1]),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, O_WRONLY | O_RDWR | O_CREAT | O_TRUNC, ASK - 29, ALLOW - 29),
#else
        /* No such calls here: twelve steps that go on to the next. */
        NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT,
#endif
        /* 29-33: openat(dirfd, path, flags) for writing is asked about; the rest passes. */
        LOAD(nr),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_openat, 0, ALLOW - 31),
        LOAD(args[2]),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, O_WRONLY | O_RDWR | O_CREAT | O_TRUNC, ASK - 33, ALLOW - 33),
        RETURN(SECCOMP_RET_ALLOW),
        /* 34-35: a Unix socket is refused without a word (the C library tries one for each user
         * lookup, nscd's); any other is asked about, named and refused. */
        LOAD(args[0]),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, REFUSE - 36, ASK - 36),
        /* 36: asked; 37: refused; 38: allowed. */
        RETURN(SECCOMP_RET_USER_NOTIF),
        RETURN(SECCOMP_RET_ERRNO | (EACCES & SECCOMP_RET_DATA)),
        RETURN(SECCOMP_RET_ALLOW),
    };
    _Static_assert(sizeof filter / sizeof filter[0] == ALLOW + 1, "the filter's labels are its indices");
    struct sock_fprog program = {(unsigned short)(sizeof filter / sizeof filter[0]), filter};
    int listener = (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &program);
    if (listener < 0) fail("seccomp's user notification (Linux 5.5 or later)");
    return listener;
#else
    errno = ENOSYS;
    fail("seccomp on this architecture");
    return -1;
#endif
}

static void send_descriptor(int channel, int fd) {
    char byte = 0;
    struct iovec data = {&byte, 1};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } control;
    memset(&control, 0, sizeof control);
    struct msghdr message = {.msg_iov = &data, .msg_iovlen = 1, .msg_control = control.space, .msg_controllen = sizeof control.space};
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &fd, sizeof(int));
    if (sendmsg(channel, &message, 0) != 1) fail("handing over the filter");
}

/* In the child: namespaces, then the command as process 1 of its PID namespace (when it ends, the
 * kernel ends everything it left behind), fenced. This copy waits for it and ends as it did. */
static void run_fenced(int channel, char *const command[]) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("the parent-death signal");
    enter_namespaces();
    pid_t first = fork();
    if (first < 0) fail("the namespace's first process");
    if (first > 0) {
        close(channel);
        int status = 0;
        while (waitpid(first, &status, 0) < 0 && errno == EINTR) {}
        _exit(WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status));
    }
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("the parent-death signal");
    if (memory_allowed) {
        struct rlimit limit = {memory_allowed, memory_allowed};
        if (setrlimit(RLIMIT_AS, &limit) != 0) fail("the memory limit");
    }
    if (file_allowed) {
        struct rlimit limit = {file_allowed, file_allowed};
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0) fail("the file size limit");
    }
    /* Its processes' numbers are the namespace's: a /proc of its own shows them. */
    if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) fail("the namespace's /proc");
    if (fence_drop_capabilities() != 0) fail("dropping capabilities");
    restrict_files();
    int listener = filter_calls();
    send_descriptor(channel, listener);
    close(listener);
    close(channel);
    execvp(command[0], command);
    fprintf(stderr, "widgets-fence: cannot run %s: %s\n", command[0], strerror(errno));
    _exit(127);
}

/* ---- In the parent: each call asked about, answered. ---- */

static int receive_descriptor(int channel) {
    char byte;
    struct iovec data = {&byte, 1};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } control;
    struct msghdr message = {.msg_iov = &data, .msg_iovlen = 1, .msg_control = control.space, .msg_controllen = sizeof control.space};
    if (recvmsg(channel, &message, MSG_CMSG_CLOEXEC) != 1) return -1;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    if (!header || header->cmsg_type != SCM_RIGHTS) return -1;
    int fd;
    memcpy(&fd, CMSG_DATA(header), sizeof fd);
    return fd;
}

/* A string of the process's memory; false when it cannot be read. */
static int read_string(pid_t pid, uint64_t address, char *buffer, size_t size) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/mem", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t count = pread(fd, buffer, size - 1, (off_t)address);
    close(fd);
    if (count <= 0) return 0;
    buffer[count] = 0;
    return memchr(buffer, 0, (size_t)count) != NULL;
}

/* Where `name`, relative to `dirfd` of the process, is, made absolute with . and .. taken out. */
static void absolute(pid_t pid, int64_t dirfd, const char *name, char *out, size_t size) {
    char base[PATH_MAX] = "/", link[64], joined[2 * PATH_MAX + 2];
    if (name[0] != '/') {
        if ((int)dirfd == AT_FDCWD) snprintf(link, sizeof link, "/proc/%d/cwd", (int)pid);
        else snprintf(link, sizeof link, "/proc/%d/fd/%d", (int)pid, (int)dirfd);
        ssize_t length = readlink(link, base, sizeof base - 1);
        base[length > 0 ? length : 0] = 0;
    }
    snprintf(joined, sizeof joined, "%s/%s", name[0] == '/' ? "" : base, name);
    size_t used = 0;
    out[0] = 0;
    for (char *part = strtok(joined, "/"); part; part = strtok(NULL, "/")) {
        if (strcmp(part, ".") == 0) continue;
        if (strcmp(part, "..") == 0) {
            while (used > 0 && out[--used] != '/') {}
            out[used] = 0;
            continue;
        }
        used += (size_t)snprintf(out + used, size - used, "/%s", part);
        if (used >= size) used = size - 1;
    }
    if (used == 0) snprintf(out, size, "/");
}

static int beneath(const char *path, const char *root) {
    size_t length = strlen(root);
    while (length > 1 && root[length - 1] == '/') length--;
    return strncmp(path, root, length) == 0 && (path[length] == 0 || path[length] == '/');
}

static int may_write(const char *path) {
    for (int i = 0; i < writable_count; i++) if (beneath(path, writable[i])) return 1;
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++) if (strcmp(path, devices[i]) == 0) return 1;
    return 0;
}

/* The program a process runs, by its executable's name; false when it is one of the --quiet folders'. */
static int program(pid_t pid, char *name, size_t size) {
    char link[64], target[PATH_MAX];
    snprintf(link, sizeof link, "/proc/%d/exe", (int)pid);
    ssize_t length = readlink(link, target, sizeof target - 1);
    target[length > 0 ? length : 0] = 0;
    const char *slash = strrchr(target, '/');
    snprintf(name, size, "%s", length > 0 ? (slash ? slash + 1 : target) : "a process");
    for (int i = 0; i < quiet_count && length > 0; i++) if (beneath(target, quiet[i])) return 0;
    return 1;
}

static FILE *report;
static char said[256][PATH_MAX + 64];
static int said_count;

/* Names a refusal in the report, once. */
static void refused(pid_t pid, const char *what) {
    char name[256], line[PATH_MAX + 320];
    if (!program(pid, name, sizeof name)) return;
    snprintf(line, sizeof line, "%s %s", name, what);
    for (int i = 0; i < said_count; i++) if (strcmp(said[i], line) == 0) return;
    if (said_count < 256) snprintf(said[said_count++], sizeof said[0], "%s", line);
    fprintf(report, "%s\n", line);
    fflush(report);
}

static const char *family(uint64_t number) {
    switch (number) {
    case AF_UNIX: return "opened a Unix socket";
    case AF_INET: return "opened an internet socket (IPv4)";
    case AF_INET6: return "opened an internet socket (IPv6)";
    case AF_NETLINK: return "opened a netlink socket";
    default: return "opened a socket";
    }
}

/* The answer to one asked call: 0 goes on, else the errno it fails with. */
static int answer(const struct seccomp_notif *call) {
    const __u64 *a = call->data.args;
    pid_t pid = (pid_t)call->pid;
    if ((int)call->data.nr == __NR_socket) {
        refused(pid, family(a[0]));
        return EACCES;
    }
    /* The names the call writes: (dirfd, name address) pairs. */
    int64_t dirs[2] = {AT_FDCWD, AT_FDCWD};
    uint64_t names[2] = {0, 0};
    const char *verb = "wrote";
    switch ((int)call->data.nr) {
    case __NR_openat: case __NR_openat2: case __NR_mkdirat: case __NR_unlinkat: case __NR_mknodat: case __NR_fchmodat:
        dirs[0] = (int64_t)a[0], names[0] = a[1];
        break;
    case __NR_renameat: case __NR_renameat2:
        dirs[0] = (int64_t)a[0], names[0] = a[1], dirs[1] = (int64_t)a[2], names[1] = a[3];
        break;
    case __NR_linkat: dirs[0] = (int64_t)a[2], names[0] = a[3]; break;
    case __NR_symlinkat: dirs[0] = (int64_t)a[1], names[0] = a[2]; break;
    case __NR_truncate: names[0] = a[0]; break;
#ifdef __NR_open
    case __NR_open: case __NR_creat: case __NR_mkdir: case __NR_unlink: case __NR_rmdir: case __NR_chmod: case __NR_mknod:
        names[0] = a[0];
        break;
    case __NR_rename: names[0] = a[0], names[1] = a[1]; break;
    case __NR_link: case __NR_symlink: names[0] = a[1]; break;
#endif
    default: return 0;
    }
    if ((int)call->data.nr == __NR_openat2) {
        /* open_how.flags, the first field of the struct it points at. */
        uint64_t flags = 0;
        char path[64];
        snprintf(path, sizeof path, "/proc/%d/mem", (int)pid);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0 || pread(fd, &flags, sizeof flags, (off_t)a[2]) != sizeof flags) flags = O_WRONLY;
        if (fd >= 0) close(fd);
        if (!(flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC))) return 0;
    }
    for (int i = 0; i < 2 && names[i]; i++) {
        char name[PATH_MAX], path[PATH_MAX], what[PATH_MAX + 16];
        if (!read_string(pid, names[i], name, sizeof name)) {
            refused(pid, "wrote a name it would not show");
            return EACCES;
        }
        absolute(pid, dirs[i], name, path, sizeof path);
        if (!may_write(path)) {
            snprintf(what, sizeof what, "%s %s", verb, path);
            refused(pid, what);
            return EACCES;
        }
    }
    return 0;
}

/* ---- In the parent: the build counted as a whole. ---- */

/* The processes of the child's PID namespace (the build's), and the bytes they hold resident. */
static void census(pid_t child, long *processes, unsigned long long *resident) {
    char path[64];
    struct stat namespace, other;
    *processes = 0;
    *resident = 0;
    snprintf(path, sizeof path, "/proc/%d/ns/pid_for_children", (int)child);
    if (stat(path, &namespace) != 0) return;
    DIR *proc = opendir("/proc");
    if (!proc) return;
    long page = sysconf(_SC_PAGESIZE);
    struct dirent *entry;
    while ((entry = readdir(proc))) {
        char *end;
        long pid = strtol(entry->d_name, &end, 10);
        if (*end || pid <= 0) continue;
        snprintf(path, sizeof path, "/proc/%ld/ns/pid", pid);
        if (stat(path, &other) != 0 || other.st_ino != namespace.st_ino || other.st_dev != namespace.st_dev) continue;
        (*processes)++;
        snprintf(path, sizeof path, "/proc/%ld/statm", pid);
        FILE *statm = fopen(path, "re");
        unsigned long long size = 0, pages = 0;
        if (statm && fscanf(statm, "%llu %llu", &size, &pages) == 2) *resident += pages * (unsigned long long)page;
        if (statm) fclose(statm);
    }
    closedir(proc);
}

static unsigned long long disk_used;
static int add_blocks(const char *path, const struct stat *status, int type, struct FTW *where) {
    (void)path, (void)type, (void)where;
    disk_used += (unsigned long long)status->st_blocks * 512;
    return disk_used > disk_allowed; /* Past the limit: no need to count further. */
}

/* Why the build is past a limit of the whole, or NULL; `disk` counts the measured folders too. */
static const char *past_limits(pid_t child, int disk, char *why, size_t size) {
    if (processes_allowed || total_memory_allowed) {
        long processes;
        unsigned long long resident;
        census(child, &processes, &resident);
        if (processes_allowed && processes > processes_allowed) {
            snprintf(why, size, "the build ran more than %ld processes at once and was stopped", processes_allowed);
            return why;
        }
        if (total_memory_allowed && resident > total_memory_allowed) {
            snprintf(why, size, "the build held more than %llu MB of memory at once and was stopped", total_memory_allowed >> 20);
            return why;
        }
    }
    if (disk && disk_allowed) {
        disk_used = 0;
        for (int i = 0; i < measured_count && disk_used <= disk_allowed; i++) nftw(measured[i], add_blocks, 16, FTW_PHYS);
        if (disk_used > disk_allowed) {
            snprintf(why, size, "the build wrote more than %llu MB to its folders and was stopped", disk_allowed >> 20);
            return why;
        }
    }
    return NULL;
}

static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void serve(int listener, pid_t child) {
    int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
    struct seccomp_notif_sizes sizes;
    if (syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes) != 0) fail("seccomp's sizes");
    struct seccomp_notif *call = calloc(1, sizes.seccomp_notif > sizeof *call ? sizes.seccomp_notif : sizeof *call);
    struct seccomp_notif_resp *reply = calloc(1, sizes.seccomp_notif_resp > sizeof *reply ? sizes.seccomp_notif_resp : sizeof *reply);
    long long deadline = seconds_allowed ? now_ms() + seconds_allowed * 1000LL : 0;
    int counted = processes_allowed || total_memory_allowed || disk_allowed;
    long long next_count = now_ms(), next_disk = now_ms();
    for (;;) {
        struct pollfd watched[2] = {{listener, POLLIN, 0}, {pidfd, POLLIN, 0}};
        int wait = pidfd >= 0 ? -1 : 200;
        if (counted) {
            long long now = now_ms();
            if (now >= next_count) {
                char why[160];
                int disk = now >= next_disk;
                if (disk) next_disk = now + 2000;
                next_count = now + 200;
                if (past_limits(child, disk, why, sizeof why)) {
                    kill(child, SIGKILL);
                    fprintf(report, "%s\n", why);
                    fflush(report);
                    break;
                }
            }
            long long left = next_count - now;
            if (wait < 0 || left < wait) wait = (int)(left > 0 ? left : 0);
        }
        if (deadline) {
            long long left = deadline - now_ms();
            if (left <= 0) {
                /* Its namespace's first process dies with this copy: the kernel ends the rest. */
                kill(child, SIGKILL);
                fprintf(report, "the build ran past its %ld seconds and was stopped\n", seconds_allowed);
                fflush(report);
                break;
            }
            if (wait < 0 || left < wait) wait = (int)left;
        }
        int ready = poll(watched, pidfd >= 0 ? 2 : 1, wait);
        if (ready < 0 && errno == EINTR) continue;
        if (watched[0].revents & POLLIN) {
            memset(call, 0, sizes.seccomp_notif);
            if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, call) != 0) continue;
            int code = answer(call);
            memset(reply, 0, sizes.seccomp_notif_resp);
            reply->id = call->id;
            if (code) reply->error = -code;
            else reply->flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
            ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, reply);
            continue;
        }
        /* The command ended, or every process under the filter is gone. */
        if ((watched[1].revents & POLLIN) || (watched[0].revents & (POLLHUP | POLLERR))) break;
        if (pidfd < 0 && waitpid(child, NULL, WNOHANG | WNOWAIT) == child) break;
    }
}

int main(int argc, char *argv[]) {
    const char *report_path = NULL;
    int index = 1;
    for (; index < argc; index++) {
        const char *option = argv[index], *value = index + 1 < argc ? argv[index + 1] : NULL;
        if (strcmp(option, "--") == 0) break;
        if (!value) break;
        if (strcmp(option, "--report") == 0) report_path = value;
        else if (strcmp(option, "--read") == 0 && readable_count < MOST) readable[readable_count++] = value;
        else if (strcmp(option, "--write") == 0 && writable_count < MOST) writable[writable_count++] = value;
        else if (strcmp(option, "--overlay") == 0 && overlay_count < MOST) overlays[overlay_count++] = value;
        else if (strcmp(option, "--drop") == 0 && drop_count < MOST) drops[drop_count++] = value;
        else if (strcmp(option, "--quiet") == 0 && quiet_count < MOST) quiet[quiet_count++] = value;
        else if (strcmp(option, "--seconds") == 0) seconds_allowed = strtol(value, NULL, 10);
        else if (strcmp(option, "--memory") == 0) memory_allowed = strtoull(value, NULL, 10);
        else if (strcmp(option, "--file-size") == 0) file_allowed = strtoull(value, NULL, 10);
        else if (strcmp(option, "--processes") == 0) processes_allowed = strtol(value, NULL, 10);
        else if (strcmp(option, "--total-memory") == 0) total_memory_allowed = strtoull(value, NULL, 10);
        else if (strcmp(option, "--disk") == 0) disk_allowed = strtoull(value, NULL, 10);
        else if (strcmp(option, "--measure") == 0 && measured_count < MOST) measured[measured_count++] = value;
        else break;
        index++;
    }
    if (index >= argc - 1 || strcmp(argv[index], "--") != 0 || !report_path) {
        fputs("widgets-fence is started by `widgets install` to build a package in a fence, not by hand\n", stderr);
        return 64;
    }
    report = fopen(report_path, "we");
    if (!report) fail(report_path);
    int channel[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, channel) != 0) fail("a socket pair");
    pid_t child = fork();
    if (child < 0) fail("a process");
    if (child == 0) {
        close(channel[0]);
        run_fenced(channel[1], argv + index + 1);
    }
    close(channel[1]);
    int listener = receive_descriptor(channel[0]);
    close(channel[0]);
    if (listener >= 0) serve(listener, child);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    fclose(report);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}

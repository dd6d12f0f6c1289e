import { existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";

/**
 * A folder on another file system than the temporary folder's (where the tests keep their caches), where the machine
 * has one: a hard link from there to here fails with EXDEV, as a build's does to a cache on another disk.
 */
export const otherFileSystem = ["/dev/shm"].find(
  (folder) => existsSync(folder) && statSync(folder).dev !== statSync(tmpdir()).dev,
);

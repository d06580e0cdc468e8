// Object bytes on disk. Layout, like storage's own file backend: one immutable file per object
// version at `<storageDir>/<bucket>/<name>/<version>`, so an object named `a` and one named `a/b`
// can coexist, and replacing an object never overwrites bytes another transaction may still
// point at. Uploads are streamed into `<storageDir>/.tmp/` first and renamed into place (same
// filesystem, atomic), so a crash never leaves a half-written object file.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { ERRORS } from './errors.ts';

// Characters storage rejects in keys (not allowed in XML 1.0), plus lone surrogates.
const INVALID_KEY_CHARS = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
// storage's bucket name rule (S3-safe characters), no slashes.
const VALID_BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;

export function isValidBucketName(name: string): boolean {
  // A leading dot is refused too: `.tmp` is ours, and `.`/`..` would escape the storage root.
  return name.length > 0 && name.length <= 100 && VALID_BUCKET.test(name) && !name.startsWith('.');
}

export function mustBeValidBucketName(name: string): void {
  if (!isValidBucketName(name)) throw ERRORS.InvalidBucketName();
}

/**
 * Object keys: any Unicode except control characters (as storage), at most 1024 bytes, and
 * no `.`/`..` segments, since on disk a key is a path and those would climb out of the bucket.
 */
export function mustBeValidKey(key: string): void {
  if (!key || Buffer.byteLength(key) > 1024 || INVALID_KEY_CHARS.test(key)) throw ERRORS.InvalidKey(key);
  for (const seg of key.split('/')) {
    if (seg === '.' || seg === '..' || Buffer.byteLength(seg) > 200) throw ERRORS.InvalidKey(key);
  }
}

export class Disk {
  readonly root: string;
  readonly tmpDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tmpDir = path.join(this.root, '.tmp');
  }

  /** Creates the directories and removes temp files a crash may have left behind. */
  async init(): Promise<void> {
    await fsp.mkdir(this.tmpDir, { recursive: true });
    for (const f of await fsp.readdir(this.tmpDir)) await fsp.rm(path.join(this.tmpDir, f), { force: true, recursive: true });
  }

  bucketDir(bucket: string): string {
    mustBeValidBucketName(bucket);
    return this.inside(path.join(this.root, bucket));
  }

  /** Directory holding the versions of one object. */
  objectDir(bucket: string, key: string): string {
    mustBeValidKey(key);
    return this.inside(path.join(this.bucketDir(bucket), key));
  }

  versionPath(bucket: string, key: string, version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`bad version id ${version}`);
    return path.join(this.objectDir(bucket, key), version);
  }

  /** Belt and braces: whatever the validation above missed, never touch a path outside root. */
  private inside(p: string): string {
    const resolved = path.resolve(p);
    if (resolved !== this.root && !resolved.startsWith(this.root + path.sep)) throw ERRORS.InvalidKey(p);
    return resolved;
  }

  newTempPath(): string {
    return path.join(this.tmpDir, crypto.randomUUID());
  }

  /** Moves a finished temp file to its final place (creating the object directory). */
  async commitTemp(tmp: string, bucket: string, key: string, version: string): Promise<string> {
    const dest = this.versionPath(bucket, key, version);
    await mkdirOrInvalid(path.dirname(dest), key);
    await fsp.rename(tmp, dest);
    return dest;
  }

  /** A second name for an existing version file (copy/move); hard link when possible. */
  async cloneVersion(from: string, bucket: string, key: string, version: string): Promise<string> {
    const dest = this.versionPath(bucket, key, version);
    await mkdirOrInvalid(path.dirname(dest), key);
    try {
      await fsp.link(from, dest);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
      await fsp.copyFile(from, dest, fs.constants.COPYFILE_EXCL);
    }
    return dest;
  }

  /** Removes a version file and prunes the now-empty directories above it (never the bucket dir). */
  async removeFile(file: string): Promise<void> {
    await fsp.rm(file, { force: true });
    let dir = path.dirname(file);
    while (dir.startsWith(this.root + path.sep) && path.dirname(dir) !== this.root) {
      try {
        await fsp.rmdir(dir);
      } catch {
        break; // not empty (or gone): stop climbing
      }
      dir = path.dirname(dir);
    }
  }

  async removeVersion(bucket: string, key: string, version: string | null | undefined): Promise<void> {
    if (!version) return;
    try {
      await this.removeFile(this.versionPath(bucket, key, version));
    } catch (err) {
      console.error('[supabase-local] storage: could not remove', bucket, key, version, err);
    }
  }

  async removeBucketDir(bucket: string): Promise<void> {
    await fsp.rm(this.bucketDir(bucket), { recursive: true, force: true });
  }
}

async function mkdirOrInvalid(dir: string, key: string): Promise<void> {
  try {
    await fsp.mkdir(dir, { recursive: true });
  } catch (err) {
    // ENOTDIR/EEXIST/ENAMETOOLONG: the key cannot be a path here; refuse it rather than fail.
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENAMETOOLONG') throw ERRORS.InvalidKey(key);
    throw err;
  }
}

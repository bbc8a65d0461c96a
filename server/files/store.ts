import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

/**
 * Where order files' bytes live (issue 19): in the database by default (`order_files.content`,
 * so every server process serves them and a backup holds them), or in any S3-compatible store
 * when `S3_BUCKET` is set — then the row keeps the object's key (`storage_key`) and no bytes.
 */
export type FileStore = {
  kind: "database" | "s3";
  /** Stores the bytes under `key`; for the database store there is nothing to do here. */
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The bytes under `key`, or null when the object is gone. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
};

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Key prefix, so one bucket can serve several deployments. */
  prefix: string;
};

const DATABASE: FileStore = {
  kind: "database",
  put: async () => {},
  get: async () => null,
  remove: async () => {},
};

const stores = new WeakMap<S3Settings, FileStore>();

/** The store the configuration asks for (one S3 client per configuration). */
export function fileStore(config: { s3: S3Settings | null }): FileStore {
  const s = config.s3;
  if (!s) return DATABASE;
  let store = stores.get(s);
  if (!store) {
    store = s3Store(s);
    stores.set(s, store);
  }
  return store;
}

/** An order file's row as the download calls read it. */
export type StoredFile = {
  name: string;
  mime: string;
  content: Uint8Array | null;
  storageKey: string | null;
};

/** A stored file's bytes: in its row, or in the store under its key; null when gone. */
export async function storedBytes(
  store: FileStore,
  row: Pick<StoredFile, "content" | "storageKey">,
): Promise<Uint8Array | null> {
  if (row.content) return new Uint8Array(row.content);
  return row.storageKey ? store.get(row.storageKey) : null;
}

function s3Store(s: S3Settings): FileStore {
  const client = new S3Client({
    region: s.region,
    // Checksums only where the API requires them: several S3-compatible stores (MinIO before
    // 2024, R2, Ceph) refuse the SDK's default CRC trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    forcePathStyle: s.forcePathStyle,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
  const Key = (key: string) => `${s.prefix}${key}`;
  return {
    kind: "s3",
    async put(key, bytes, mime) {
      await client.send(
        new PutObjectCommand({ Bucket: s.bucket, Key: Key(key), Body: bytes, ContentType: mime }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: Key(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: Key(key) }));
    },
  };
}

/** `S3_*` from the environment; null (the database) unless a bucket is named. */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
    prefix: env.S3_PREFIX?.trim() ?? "",
  };
}

/** A multipart/form-data body as a browser sends it, for upload tests. */
export const MULTIPART_BOUNDARY = "----tours-test-boundary";

export interface TestFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The part headers that come before a file's bytes. */
export function filePartHead(file: Omit<TestFile, "bytes">): Buffer {
  return Buffer.from(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
}

export const multipartEnd = () => Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);

export const multipartType = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

export function multipart(fields: Record<string, string>, file?: TestFile) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) parts.push(filePartHead(file), file.bytes, multipartEnd());
  else parts.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: multipartType };
}

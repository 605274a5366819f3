/** A multipart/form-data body with one file field, as a browser sends it (for `inject`). */
export function multipartFile(name: string, content: Buffer, field = 'file') {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** API calls that need no login; everything else under an API prefix needs a bearer token. */
const PUBLIC: RegExp[] = [
  /^\/auth\/oauth\/token$/,
  /^\/hrs\/org\/sourceLoginOfEf$/,
  // A one-time set-password link (issue 20): the token in the body is the proof.
  /^\/hrs\/user\/setPassword$/,
  /^\/afbase\/external\//,
  /^\/sc\/external\//,
];

export function isPublicApi(pathname: string): boolean {
  return PUBLIC.some((re) => re.test(pathname));
}

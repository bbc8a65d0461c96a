/** API calls that need no login; everything else under an API prefix needs a bearer token. */
const PUBLIC: RegExp[] = [
  /^\/auth\/oauth\/token$/,
  /^\/hrs\/org\/sourceLoginOfEf$/,
  /^\/hrs\/user\/searchLoginNameAndOrgCode$/,
  /^\/afbase\/external\//,
  /^\/sc\/external\//,
];

export function isPublicApi(pathname: string): boolean {
  return PUBLIC.some((re) => re.test(pathname));
}

// One authenticated request outside the measured load, to check a target answers as expected.

/** GET `url` with a bearer token; the JSON body, or an error naming `label` unless it is a 200. */
export async function getJson(url, token, label) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${label} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

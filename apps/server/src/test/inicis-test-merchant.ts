/**
 * The environment that points the app at KG Inicis's public test merchant (integrations.md §1.0):
 * published test keys, not secrets; Inicis's test hosts.
 */
export const inicisTestEnvironment = {
  PAYMENT_PROVIDER: 'inicis',
  INICIS_MID: 'INIpayTest',
  INICIS_SIGN_KEY: 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS',
  INICIS_MOBILE_HASH_KEY: '3CB8183A4BE283555ACC8363C0360223',
  INICIS_API_KEY: 'ItEQKi3rY7uvDS8l',
  INICIS_API_IV: 'HYb3yQ4f65QL89==',
  INICIS_TEST: 'true',
  INICIS_CLIENT_IP: '203.0.113.10',
};

export { SECRET_SERVICE, SecretStoreError, type SecretStore, type SecretStoreStatus } from './secret-store'
export { createKeytarSecretStore, type KeytarModule, type KeytarStoreOptions } from './keytar-store'
export { createMemorySecretStore } from './memory-store'
export { diagnoseKeychainError, diagnoseLoadError, type Diagnosis } from './keychain-diagnosis'

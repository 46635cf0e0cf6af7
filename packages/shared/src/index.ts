export * from './accounts/account.contract';
export * from './accounts/account.messages';
export * from './conferences/conference.contract';
export * from './http/envelope.contract';
export * from './http/messages';
export * from './introduction/introduction.constants';
export * from './introduction/introduction.contract';
export * from './site/site.constants';

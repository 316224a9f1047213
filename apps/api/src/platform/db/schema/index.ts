export * from './core';
export * from './accounts';
export * from './activity';
export * from './cvs';
export * from './cv-versions';
export * from './billing';
export * from './insight';
export * from './generation';

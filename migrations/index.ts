import * as migration_20261121_150241_initial from './20261121_150241_initial';

export const migrations = [
  {
    up: migration_20261121_150241_initial.up,
    down: migration_20261121_150241_initial.down,
    name: '20261121_150241_initial'
  },
];

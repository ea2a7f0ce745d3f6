import * as migration_20261121_150241_initial from './20261121_150241_initial'
import * as migration_20261121_161755_post_search_text from './20261121_161755_post_search_text'
import * as migration_20261121_172647_cms_panel from './20261121_172647_cms_panel'
import * as migration_20261123_045836_no_lockout_rate_limits from './20261123_045836_no_lockout_rate_limits'

export const migrations = [
  {
    up: migration_20261121_150241_initial.up,
    down: migration_20261121_150241_initial.down,
    name: '20261121_150241_initial',
  },
  {
    up: migration_20261121_161755_post_search_text.up,
    down: migration_20261121_161755_post_search_text.down,
    name: '20261121_161755_post_search_text',
  },
  {
    up: migration_20261121_172647_cms_panel.up,
    down: migration_20261121_172647_cms_panel.down,
    name: '20261121_172647_cms_panel',
  },
  {
    up: migration_20261123_045836_no_lockout_rate_limits.up,
    down: migration_20261123_045836_no_lockout_rate_limits.down,
    name: '20261123_045836_no_lockout_rate_limits',
  },
]

#!/usr/bin/env node
// `npx gangway-migrate [site folder] [--dry-run]`: moves a site's @reown/* imports and dependencies to Gangway.
import { main } from '../dist/migrate/gangwayMigrate.js'

process.exitCode = main(process.argv.slice(2))

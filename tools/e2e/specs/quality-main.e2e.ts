import { defineQualityWalk } from '../quality-walk';

// Main only: the rest of the routes (every site shares these pages; main walks them once).
defineQualityWalk(['/rewards_hub', '/login', '/signup', '/state_compliance_tips', '/fee']);

#!/usr/bin/env bash
set -euo pipefail

DEPLOY_KEY="${DEPLOY_KEY:-$HOME/.ssh/id_ed25519}"
ssh -i "$DEPLOY_KEY" "$REMOTE" "cat >> ~/.ssh/authorized_keys" < "${DEPLOY_KEY}.pub"

mkdir -p .github/workflows
cat > .github/workflows/deploy.yml << WORKFLOW
name: deploy
on: push
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - run: |
          mkdir -p ~/.ssh
          echo "\${{ secrets.DEPLOY_SSH_KEY }}" > ~/.ssh/deploy_key
          chmod 600 ~/.ssh/deploy_key
WORKFLOW

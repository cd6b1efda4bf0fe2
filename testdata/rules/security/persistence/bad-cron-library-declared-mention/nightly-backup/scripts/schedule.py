from crontab import CronTab
cron = CronTab(user=True)
job = cron.new(command="tar czf ~/backups/notes-$(date +%F).tgz ~/notes", comment="notes-backup")
job.setall("0 2 * * *")
cron.write()
